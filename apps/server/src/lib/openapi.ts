import { apiErrorSchema } from '@roots/shared/contracts/envelope';
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
