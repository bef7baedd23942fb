import { ApiError } from '../api-error';

/** Words a browser or server uses on their own, which tell staff neither what happened nor what to do. */
const BARE_PHRASES = [
  /^bad request$/i,
  /^unauthorized$/i,
  /^forbidden$/i,
  /^not found$/i,
  /^conflict$/i,
  /^internal server error$/i,
  /^service unavailable$/i,
  /^bad gateway$/i,
  /^gateway timeout$/i,
  /^failed to fetch$/i,
  /^load failed$/i,
  /^networkerror when attempting to fetch resource\.?$/i,
  /^network ?error$/i,
  /^http error! status: \d+$/i,
];

const isBare = (message: string) => BARE_PHRASES.some((phrase) => phrase.test(message.trim()));

/** What happened and what to do, by the kind of failure. */
function inWords(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'The shop could not be reached. Check the internet connection and try again.';
  }
  if (error.status === 400 || error.status === 422) return 'The shop did not accept this. Check the fields and try again.';
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  if (error.status === 403) return 'Your account may not do this. Ask the shop owner.';
  if (error.status === 404)
    return 'This is no longer there: someone may have deleted it. Reload the page to see what is there now.';
  if (error.status === 409) return 'Someone changed this meanwhile. Reload the page and try again.';
  if (error.status === 413) return 'This is too large to send. Use a smaller picture or shorter text.';
  if (error.status === 429) return 'Too many tries in a short time. Wait a minute and try again.';
  return 'Something went wrong on the shop’s server. Try again in a minute; if it keeps happening, tell the shop owner.';
}

/**
 * The sentence to show for a failed call: the server's own message when it says something, a
 * sentence in words when all there is is a bare status ("Bad Request", "Failed to fetch"), or
 * `fallback` for anything else without words.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') {
    return isBare(error.message) ? inWords(error) : error.message;
  }
  return fallback;
}
