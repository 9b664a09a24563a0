import { z } from 'zod';
import { errorCodes } from '../errors.ts';

// The response envelopes as schemas, for the server's route declarations and OpenAPI.
export const apiErrorSchema = z.object({
  success: z.literal(false),
  status: z.number().int(),
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The success envelope of every JSON answer: `{success: true, status, data}`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), status: z.number().int(), data });
}
