import { codeOfSentence, type CodedMessage, type MessageCode } from './coded-message.js';

/** The closed set of error kinds a rule may raise; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

/** What a field is refused with, as the API's `errors` says it: `{"cartItems.0": ["…"]}`. */
export type FieldErrors = Record<string, string[]>;
/** The same refusals coded, as the API's `codes` says them: `{"cartItems.0": [{code, params}]}`. */
export type FieldCodes = Record<string, Pick<CodedMessage, 'code' | 'params'>[]>;

/**
 * A refusal's words: a coded message, or one of the catalogue's fixed sentences (MESSAGES.cartEmpty),
 * whose code is found exactly.
 */
export type Said = CodedMessage | string;

/** The code a sentence outside the catalogue is sent with, by kind: the nearest general message. */
const GENERAL_CODE: Record<ErrorKind, MessageCode> = {
  validation: 'common.invalidRequest',
  unauthorized: 'common.signInRequired',
  forbidden: 'common.invalidRequest',
  not_found: 'common.notFound',
  conflict: 'common.invalidRequest',
  payload_too_large: 'common.requestTooLarge',
  unsupported_media: 'common.invalidRequest',
  unprocessable: 'common.invalidRequest',
  rate_limited: 'common.tooManyRequests',
  unavailable: 'common.serviceUnavailable',
};

export const coded = (said: Said, kind: ErrorKind = 'validation'): CodedMessage =>
  typeof said === 'string' ? (codeOfSentence(said) ?? { code: GENERAL_CODE[kind], params: {}, message: said }) : said;

export class DomainError extends Error {
  /** The refusal's code and values, which a client translates. */
  readonly said: CodedMessage;
  /** Each refused field's refusals, coded. */
  readonly fields?: Record<string, CodedMessage[]>;

  constructor(
    readonly kind: ErrorKind,
    said: Said,
    fields?: Record<string, Said[]>,
    /** For `rate_limited` and `unavailable`: when the client may try again (the `Retry-After` header). */
    readonly retryAfterSeconds?: number,
  ) {
    const message = coded(said, kind);
    super(message.message);
    this.name = 'DomainError';
    this.said = message;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map((item) => coded(item))]));
  }
}
