import type { FieldErrors } from '@roots/shared/errors';
import { vi } from 'vitest';

/** A success envelope as the server writes it. */
export const apiOk = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, status, data }), { status });

/** An error envelope as the server writes it, with per-field messages when given. */
export const apiFailure = (status: number, code: string, message: string, fields?: FieldErrors) =>
  new Response(JSON.stringify({ success: false, status, error: { code, message, fields } }), { status });

type Answer = (init: RequestInit | undefined) => Response;

/**
 * Stubs `fetch` with one answer per "METHOD /api/path" and returns the mock, so a test can read
 * what was sent. A request without an answer fails like a network error.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = url.split('?')[0] ?? url;
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) return Promise.reject(new Error(`Unexpected request: ${init?.method ?? 'GET'} ${url}`));
    return Promise.resolve(answer(init));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON a stubbed request sent, or undefined when it sent none. */
export function sentJson(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
