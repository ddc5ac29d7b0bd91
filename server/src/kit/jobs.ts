/**
 * The jobs kit: the durable job queue (pg-boss over the service's own schema) a separate
 * service runs its background work on (server/src/jobs/job-queue.ts).
 */
export { createJobQueue, type JobQueue } from '../jobs/job-queue';
