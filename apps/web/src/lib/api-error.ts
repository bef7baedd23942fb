import type { FieldErrors } from '@halwai/domain';

/** A non-2xx answer: `message` is the sentence to show, `fieldErrors` go on form fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly fieldErrors: FieldErrors;
  /** The answer's `Retry-After`, in seconds: when the server asks to be sent this again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; message: string; title: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }) {
    super(init.message);
    this.status = init.status;
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
