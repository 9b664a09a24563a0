/**
 * Every error the API can answer with. The wire carries the code; the HTTP status comes from
 * `errorStatus`, so a service can throw `new AppError('NOT_FOUND', ...)` without knowing HTTP.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'OUT_OF_HEARTS',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  OUT_OF_HEARTS: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Field name → the first problem found with it, written for a person. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  /** `cause`: an unexpected error behind this one, logged by the server but never sent. */
  constructor(code: ErrorCode, message: string, fields?: FieldErrors, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** The failure envelope of every JSON answer. */
export interface ApiErrorBody {
  success: false;
  status: number;
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

/** The success envelope of every JSON answer: `{success: true, status, data}`. */
export interface SuccessBody<T> {
  success: true;
  status: number;
  data: T;
}

/** Recognises an error envelope without a schema library, so the web app's first load stays small. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof message === 'string' && (errorCodes as readonly unknown[]).includes(code);
}
