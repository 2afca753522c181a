import type { FastifyInstance } from 'fastify';
import { compressResponses } from './web-delivery';

/**
 * Brotli/gzip for tRPC's HTTP answers too. tRPC's Fastify adapter replies with a fetch
 * `Response`, whose status and headers Fastify applies only when it writes that object itself;
 * @fastify/compress replaced the payload with a compressed stream first, so the status was lost
 * and a refused call (400, 401, 409...) went out as 200. This hook, registered before the
 * compression's, turns the Response into status, headers and body for the hooks after it.
 */
/** Headers about how the Response's own body was framed: not ours to copy onto a buffered body. */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding']);

export async function compressTrpcAnswers(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    reply.status(payload.status);
    // The body is buffered here, so Fastify sets its own content-length: the Response's length and
    // its transfer-encoding (a streamed jsonl answer says chunked) would contradict it, and HTTP/1.1
    // forbids sending both (Node's fetch refuses such an answer: HPE_UNEXPECTED_CONTENT_LENGTH).
    payload.headers.forEach((value, name) => {
      if (!FRAMING_HEADERS.has(name)) reply.header(name, value);
    });
    return Buffer.from(await payload.arrayBuffer());
  });
  await compressResponses(app);
}
