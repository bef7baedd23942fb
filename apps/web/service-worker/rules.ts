// Which requests the worker may answer, and how. Kept apart from the wiring so the build test can read them.

/**
 * Never cached, never answered from a cache: staff pages and their API, sign-in, live streams, and a
 * customer's order and invoice answers and invoice pages, whose addresses hold the order's access key.
 */
export const NEVER = [
  /^\/(admin|counter)(\/|$)/i,
  /^\/api\/(admin|auth|counter)(\/|$)/i,
  /^\/api\/notify\//i,
  /^\/api\/orders\//i,
  /^\/get-order\//i,
  /^\/invoice(\/|$)/i,
  /\/events(\/|$|\?)/i,
  /^\/(login|register|logout)(\/|$)/i,
];

/**
 * The counter's pages: fetched from the server, never kept; when it cannot be reached, answered with
 * the app shell (which holds no staff data), so the till opens and sells after one visit. Its data is
 * kept by the page itself, on the device.
 */
export function isCounterPage(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return (
    request.mode === 'navigate' && request.method === 'GET' && url.origin === origin && /^\/counter(\/|$)/i.test(url.pathname)
  );
}

/** The storefront's data: read from the network when it answers, else as last seen. */
export const DATA_PATHS = [
  /^\/api\/(catalogue|shop)(\/|$)/i,
  /^\/catalogue(\/|$)/i,
  /^\/get-product\//i,
  /^\/api\/items\/getproductdetails/i,
];

/** Requests left to the browser alone: anything sent with a token, that changes something, or is not ours. */
export function isPrivate(request: Request, origin: string): boolean {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return true;
  const url = new URL(request.url);
  return url.origin !== origin || NEVER.some((pattern) => pattern.test(url.pathname));
}

export const isData = (url: URL) => DATA_PATHS.some((pattern) => pattern.test(url.pathname));

export const isPicture = (request: Request, url: URL) => request.destination === 'image' || url.pathname.startsWith('/media/');
