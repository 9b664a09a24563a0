import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas: the UI at /api/docs, the document at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roots API',
        description: 'Learn African languages: the API behind the Roots web app.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}

/** One encoding of a document: its bytes, made once, and their strong validator. */
interface Representation {
  body: Buffer;
  etag: string;
}

interface PreparedDocument {
  type: string;
  identity: Representation;
  gzip: Representation;
}

/**
 * A document's bytes, plain and gzipped, each once. Every answer sends one of these two Buffers,
 * so answers queued on slow connections share them instead of each holding a serialisation (and
 * a compressor) of its own. The gzipped bytes are a different representation, so they have an
 * ETag of their own.
 */
function prepareDocument(text: string, type: string): PreparedDocument {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return {
    type,
    identity: { body, etag: `"${hash}"` },
    gzip: { body: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }), etag: `"${hash}-gzip"` },
  };
}

/**
 * The document changes only when another version is deployed: caches may keep it five minutes,
 * then ask again with its ETag (a 304 without a body).
 */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and `*` matches anything. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function sendDocument(document: PreparedDocument, request: FastifyRequest, reply: FastifyReply) {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  const chosen = gzip ? document.gzip : document.identity;
  void reply
    .header('etag', chosen.etag)
    .header('cache-control', DOCUMENT_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (gzip) void reply.header('content-encoding', 'gzip');
  return reply.type(document.type).send(chosen.body);
}

/** The routes of @fastify/swagger-ui that send the whole document, and how each is made. */
const DOCUMENT_ROUTES = new Map<string, (app: FastifyInstance) => PreparedDocument>([
  ['/api/docs/json', (app) => prepareDocument(JSON.stringify(app.swagger()), 'application/json; charset=utf-8')],
  ['/api/docs/yaml', (app) => prepareDocument(app.swagger({ yaml: true }), 'application/x-yaml')],
]);

/**
 * The document's routes (half a megabyte of JSON, public) answer from bytes made once, on their
 * first request (after `ready`, so every route is in it; made at start, every test app would pay
 * for it). Left to @fastify/swagger-ui and @fastify/compress, each answer is serialised and
 * compressed anew, and a client that pipelines hundreds of requests without reading holds a copy
 * per request. Call before @fastify/compress is registered: its onRoute hook, which adds the
 * compression of every answer, must find these routes marked `compress: false`.
 */
export function sendDocsFromPreparedBytes(app: FastifyInstance) {
  const prepared = new Map<string, PreparedDocument>();
  app.addHook('onRoute', (route) => {
    const make = DOCUMENT_ROUTES.get(route.url);
    if (!make) return;
    route.compress = false;
    route.handler = (request, reply) => {
      let document = prepared.get(route.url);
      if (!document) {
        document = make(app);
        prepared.set(route.url, document);
      }
      return sendDocument(document, request, reply);
    };
  });
}
