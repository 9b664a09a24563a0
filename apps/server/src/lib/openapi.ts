import type { RateLimitOptions } from '@fastify/rate-limit';
import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * The error responses a route can really give, each with the one error envelope. Listing them per
 * route keeps the OpenAPI document honest: no 409 on a read, a 429 wherever a limit applies.
 */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** Every signed-in route: 401 without a live token, 403 for a suspended account. */
export const SIGNED_IN = [401, 403] as const;

/** The OpenAPI security requirement of a route that needs the bearer token. */
export const bearer = { security: [{ bearerAuth: [] }] };

/** `:id` path parameters: a UUID, with a message naming what the id is of. */
export const idParams = (what: string) => z.object({ id: z.uuid(`That is not ${what} id.`) });

/** What a signed-in route says of itself; the token check, the bearer security and 401/403 are common. */
interface SignedInRoute<Data extends z.ZodType> {
  tags: string[];
  summary: string;
  /** The `data` of the 200 answer's success envelope. */
  data: Data;
  /** What its service may answer besides (404, 409…); 400 and 429 follow from the route itself. */
  errors?: ErrorStatus[];
  rateLimit?: RateLimitOptions;
}

/**
 * The options of a route for a signed-in learner: `authenticate` on request, its rate limit, and
 * its OpenAPI entry, which lists 400 when it validates input and 429 when it is limited. What it
 * validates (params, querystring, body, headers) is passed through as given, so Fastify still
 * types the handler's request from those schemas.
 */
export function signedIn<
  Data extends z.ZodType,
  Input extends Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'headers'> = object,
>(
  app: Pick<FastifyInstance, 'authenticate'>,
  { tags, summary, data, errors: answers = [], rateLimit, ...input }: SignedInRoute<Data> & Input,
) {
  const statuses: ErrorStatus[] = [
    ...(Object.keys(input).length > 0 ? [400 as const] : []),
    ...answers,
    ...(rateLimit ? [429 as const] : []),
    ...SIGNED_IN,
  ];
  return {
    onRequest: app.authenticate,
    ...(rateLimit && { config: { rateLimit } }),
    schema: { tags, ...bearer, summary, ...input, response: { 200: successSchema(data), ...errors(...statuses) } },
  };
}

/**
 * The options of a route for admins alone: as `signedIn`, with `requireAdmin` (which signs the
 * caller in, then answers 403 to anyone else) on request.
 */
export function adminOnly<
  Data extends z.ZodType,
  Input extends Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'headers'> = object,
>(app: Pick<FastifyInstance, 'authenticate' | 'requireAdmin'>, route: SignedInRoute<Data> & Input) {
  return { ...signedIn(app, route), onRequest: app.requireAdmin };
}
