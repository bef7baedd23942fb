import type { FieldErrors } from '@halwai/domain';

/** A non-2xx answer: `message` is the sentence to show, `fieldErrors` go on form fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly fieldErrors: FieldErrors;

  constructor(init: { status: number; message: string; title: string; fieldErrors?: FieldErrors }) {
    super(init.message);
    this.status = init.status;
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}
