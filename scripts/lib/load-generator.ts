/**
 * autocannon as the benches use it, without the one cost that is the load generator's and not the
 * server's: autocannon 8 appends every response body to a string (`PipelinedRequestsQueue.addBody`:
 * `req.body += data`, a UTF-8 decode of each chunk) even when no option reads it. On the real
 * catalog the goal quote is a 45 KiB brotli body: a CPU profile of `scripts/bench-quote.ts`
 * (2026-11-27) spent 23 % of all samples in that `Buffer.toString` alone, so the figures measured
 * the generator. The benches never read a body (no `expectBody`, `verifyBody` or `onResponse`):
 * bodies are dropped here, and bytes are still counted (`addByteCount` is separate).
 *
 * Import autocannon from this module, never from 'autocannon', in every bench.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
PipelinedRequestsQueue.prototype.addBody = function dropBody(): void {};

export default autocannon;
