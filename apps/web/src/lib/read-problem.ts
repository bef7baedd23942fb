import type { FieldErrors, MessageParams } from '@halwai/domain';
import { messageWordsReady, translateCoded } from '../i18n/translate-message';
import { ApiError } from './api-error';

type Coded = { code: string; params: MessageParams };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCoded = (value: unknown): value is Coded => isRecord(value) && typeof value.code === 'string' && isRecord(value.params);

/** A sentence in the page's language: by its code where the answer carries one, else as it came. */
const inPageLanguage = (message: string, said: unknown) => (isCoded(said) ? translateCoded({ ...said, message }) : message);

/** Each field's sentences (`errors`), said by their codes (`codes`, in the same order) where given. */
function readFieldErrors(errors: unknown, codes: unknown): FieldErrors {
  if (!isRecord(errors)) return {};
  const fieldCodes = isRecord(codes) ? codes : {};
  const read: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const coded = Array.isArray(fieldCodes[field]) ? (fieldCodes[field] as unknown[]) : [];
    const list = Array.isArray(messages) ? messages : [messages];
    read[field] = list.flatMap((message, i) => (typeof message === 'string' ? [inPageLanguage(message, coded[i])] : []));
  }
  return read;
}

/** `Retry-After` as seconds from now: a whole number of seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const nonBlank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Reads the problem+json body `{status, title, message, code, params, errors?, codes?}`; anything else
 * gets the generic sentence. A Hindi page says the message by its code, in Hindi.
 */
export async function readProblem(response: Response, body: unknown): Promise<ApiError> {
  await messageWordsReady().catch(() => undefined);
  const problem = isRecord(body) ? body : {};
  const message = nonBlank(problem.message) ?? nonBlank(problem.title) ?? `HTTP error! Status: ${response.status}`;
  return new ApiError({
    status: response.status,
    message: nonBlank(problem.message) ? inPageLanguage(message, problem) : message,
    title: nonBlank(problem.title) ?? response.statusText,
    fieldErrors: readFieldErrors(problem.errors, problem.codes),
    retryAfterSeconds: retryAfter(response),
  });
}
