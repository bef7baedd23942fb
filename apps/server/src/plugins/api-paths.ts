/** Paths answered by the API (JSON, media), as opposed to the web app's pages and assets. */
const API_PREFIXES = [
  '/api/',
  '/media/',
  '/get-product/',
  '/get-order/',
  '/update-product',
  '/get-in-touch',
  '/catalogue',
  '/healthz',
];

export function isApiPath(url: string): boolean {
  const lower = url.toLowerCase();
  return API_PREFIXES.some((p) => lower === p.replace(/\/$/, '') || lower.startsWith(p));
}
