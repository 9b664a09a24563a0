import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: a link's token, an OAuth code or state, a key. */
const SECRET_PARAM = /token|code|state|secret|password|key|signature/i;

/**
 * A request's URL as the log may keep it: the values of secret parameters replaced. A reset or
 * verification link carries its token in the query, and logs are read by more people, and kept
 * longer, than the mailbox it was sent to.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as sent; its value is judged by the raw name.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Pino's request serializer for Fastify, with the URL made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
