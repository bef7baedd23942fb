import { i18n } from '../../i18n/i18n';
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

/** What happened and what to do, by the kind of failure, in the shop's language. */
function inWords(error: unknown): string {
  return i18n.t(`errors.${failureKind(error)}`, { ns: 'admin' });
}

function failureKind(error: unknown) {
  if (!(error instanceof ApiError)) return 'unreachable';
  if (error.status === 400 || error.status === 422) return 'notAccepted';
  if (error.status === 401) return 'sessionEnded';
  if (error.status === 403) return 'notAllowed';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'changedMeanwhile';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 429) return 'tooManyTries';
  return 'serverTrouble';
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
