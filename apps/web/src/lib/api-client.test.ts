import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onSessionExpired } from './api-client';
import { getEmail, getToken, saveSession } from './session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
});

const problem = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), { status, headers: { 'Content-Type': 'application/problem+json' } });

const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Thank you' }));
    await expect(apiFetch('/get-in-touch', { json: { name: 'Asha' } })).resolves.toEqual({ message: 'Thank you' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('turns a problem+json answer into an ApiError with its message and field errors', async () => {
    fetchMock.mockResolvedValue(
      problem(400, {
        title: 'Bad Request',
        message: 'Price must be greater than 0',
        errors: { price: ['Price must be greater than 0'] },
      }),
    );
    const error = await apiFetch('/api/products', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Bad Request',
      message: 'Price must be greater than 0',
      fieldErrors: { price: ['Price must be greater than 0'] },
    });
  });

  it('says "HTTP error! Status: 500" when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(apiFetch('/api/catalogue')).rejects.toMatchObject({ status: 500, message: 'HTTP error! Status: 500' });
  });

  it('lets a network failure through with its own message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/catalogue')).rejects.toThrow('Failed to fetch');
  });

  it('sends the stored token as a bearer token', async () => {
    saveSession({ token: 'tok-123', email: 'staff@halwai.in' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/products/5', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(sentHeaders().get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    await apiFetch('/api/catalogue');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('clears the session and reports it when the server rejects the stored token', async () => {
    saveSession({ token: 'expired', email: 'staff@halwai.in' });
    const expired = vi.fn();
    const unregister = onSessionExpired(expired);
    fetchMock.mockResolvedValue(problem(401, { title: 'Unauthorized', message: 'Please sign in to continue' }));

    await expect(apiFetch('/api/Orders/GetAllOrders')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to continue',
    });
    expect(getToken()).toBeNull();
    expect(getEmail()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    unregister();
  });

  it('does not treat a failed sign-in (401 without a token) as an expired session', async () => {
    const expired = vi.fn();
    const unregister = onSessionExpired(expired);
    fetchMock.mockResolvedValue(problem(401, { title: 'Unauthorized', message: 'Invalid email or password' }));

    await expect(apiFetch('/api/auth/login', { json: {} })).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(expired).not.toHaveBeenCalled();
    unregister();
  });
});
