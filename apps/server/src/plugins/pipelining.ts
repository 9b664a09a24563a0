import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How many requests one connection may have waiting for their answers. No browser pipelines
 * HTTP/1.1 requests (each waits for an answer before it sends the next on a connection), nor does
 * a proxy towards its upstream: only tools do, benchmarks at a depth of ten or so. Node pauses a
 * connection whose answers are backed up only between reads, after it has dispatched every request
 * of the chunk it read (64 KiB: over a thousand small GETs), so without this bound one connection
 * that never reads has all of them handled and answered into memory at once.
 */
export const MAX_UNANSWERED_PER_CONNECTION = 16;

/**
 * Closes a connection that sends more requests than MAX_UNANSWERED_PER_CONNECTION before reading
 * the answers. Checked in the first onRequest hook, before any other work on the request, on every
 * address the server listens on. Closing is what HTTP/1.1 provides for it (RFC 9112 9.3.2): a
 * client that pipelines retries on a new connection what a closed one left unanswered.
 */
export function limitPipelining(app: FastifyInstance, max = MAX_UNANSWERED_PER_CONNECTION) {
  const unanswered = new WeakMap<Socket, number>();
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    const waiting = (unanswered.get(socket) ?? 0) + 1;
    unanswered.set(socket, waiting);
    if (waiting > max) {
      // The rest of what the client sent is dropped with the connection: once, in the log.
      if (!socket.destroyed) {
        request.log.warn({ ip: request.ip, max }, 'a connection pipelined too many requests: closed');
      }
      socket.destroy();
      // Nothing is answered: the lifecycle ends here, without a reply to write.
      void reply.hijack();
      return;
    }
    reply.raw.once('close', () => {
      unanswered.set(socket, (unanswered.get(socket) ?? 1) - 1);
    });
    done();
  });
}
