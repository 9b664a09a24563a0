import { AppError, type SuccessBody } from '@roots/shared/errors';

/** Wraps a route's result in the API's success envelope. */
export function ok<T>(data: T, status = 200): SuccessBody<T> {
  return { success: true, status, data };
}

/**
 * The raw bytes of an upload route's body. Only the scope's own content-type parser gives a
 * Buffer; any other type (text/plain, JSON) is parsed as text by Fastify and refused here, so
 * a string never reaches a decoder (sharp reads a string as a file path).
 */
export function uploadedBytes(body: unknown, accepted: string): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', accepted);
}
