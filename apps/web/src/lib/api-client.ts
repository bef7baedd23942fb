import { clearSession, getToken } from './session';

export { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary. */
  formData?: FormData;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * A customer's token to send instead of the staff one (the customer calls, an order opened by it).
   * The server refusing it says nothing of the staff sign-in, which stays.
   */
  customerToken?: string | null;
}

/** What `apiFetch` answers with `as: 'blob'`: the bytes untouched (a CSV keeps its byte-order mark). */
export interface ApiBlobRequestOptions extends ApiRequestOptions {
  as: 'blob';
}

let sessionExpiredHandler: (() => void) | null = null;

/** Registers what happens when the server rejects the stored token (the app goes to the login page). */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

/**
 * Calls the API on the same origin and returns the parsed answer.
 * Throws ApiError for a non-2xx answer; a network failure rejects with its own error.
 * `await apiFetch<Catalogue>('/api/catalogue')`
 */
export async function apiFetch<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiFetch(path: string, options: ApiBlobRequestOptions): Promise<Blob>;
export async function apiFetch<T>(path: string, options: ApiRequestOptions & { as?: 'blob' } = {}): Promise<T | Blob> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  }
  const token = options.customerToken ? null : getToken();
  const bearer = options.customerToken ?? token;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

  const response = await fetch(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });

  if (!response.ok) {
    const body = await readErrorBody(response);
    // What reads a refusal, and the words it is said in, load when one comes.
    const { readProblem } = await import('./read-problem');
    const error = await readProblem(response, body);
    if (response.status === 401 && token) {
      clearSession();
      sessionExpiredHandler?.();
    }
    throw error;
  }
  if (options.as === 'blob') return response.blob();
  return (await readBody(response)) as T;
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return isJson(response) ? JSON.parse(text) : text;
}

/** An error body that is not the JSON it claims to be reads as no body at all. */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await readBody(response);
  } catch {
    return undefined;
  }
}


