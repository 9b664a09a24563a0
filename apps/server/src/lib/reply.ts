import type { SuccessBody } from '@roots/shared/errors';

/** Wraps a route's result in the API's success envelope. */
export function ok<T>(data: T, status = 200): SuccessBody<T> {
  return { success: true, status, data };
}
