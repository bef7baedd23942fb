import { DomainError, MESSAGES, type FieldErrors } from '@halwai/domain';

/** Shorthands for raising the closed set of domain errors from services. */
export const badRequest = (message: string, errors?: FieldErrors) => new DomainError('validation', message, errors);
export const notFound = (message: string = MESSAGES.notFound) => new DomainError('not_found', message);
export const conflict = (message: string, errors?: FieldErrors) => new DomainError('conflict', message, errors);
export const unauthorized = (message: string = MESSAGES.signInRequired) => new DomainError('unauthorized', message);
export const forbidden = (message: string, errors?: FieldErrors) => new DomainError('forbidden', message, errors);

/** A field error: `fieldError('price', 'Price must be greater than 0')`. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
export const unavailable = (message: string) => new DomainError('unavailable', message);
