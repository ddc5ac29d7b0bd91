/**
 * The pub/sub kit: the topic bus that carries a service's broadcasts to its other processes
 * (PostgreSQL LISTEN/NOTIFY, or this process only) — server/src/cluster/pubsub.ts.
 */
export { inProcessPubSub, postgresPubSub, type PubSub } from '../cluster/pubsub';
