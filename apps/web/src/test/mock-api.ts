import { coded, type Said } from '@halwai/domain';
import { vi } from 'vitest';

type Handler = (request: { url: URL; method: string; init: RequestInit | undefined }) => Response | Promise<Response>;
/** Stubbed answers keyed "METHOD /path". */
export type ApiHandlers = Record<string, Handler>;

/** A JSON answer the way the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A problem+json error answer. */
/**
 * An error answer as the server gives it: the sentence with its code and values (a coded message, or
 * one of the catalogue's fixed sentences), each field's sentences in `errors` and coded in `codes`.
 */
export const problem = (status: number, said: Said, errors?: Record<string, Said[]>, title = 'Error') => {
  const { code, params, message } = coded(said);
  const fields = errors && Object.entries(errors).map(([field, list]) => [field, list.map((item) => coded(item))] as const);
  const body = {
    status,
    title,
    message,
    code,
    params,
    ...(fields && {
      errors: Object.fromEntries(fields.map(([field, list]) => [field, list.map((item) => item.message)])),
      codes: Object.fromEntries(fields.map(([field, list]) => [field, list.map((item) => ({ code: item.code, params: item.params }))])),
    }),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
};

/**
 * Stubs fetch with handlers keyed "METHOD /path" (the query string is not part of the key).
 * An unexpected call fails the test with its method and path. Returns the mock to inspect calls.
 */
export function mockApi(handlers: ApiHandlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call: ${method} ${url.pathname}`);
    return handler({ url, method, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `method path`, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: init?.body,
    }));
}
