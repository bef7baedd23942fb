import { DomainError, MESSAGES, type Said } from '@halwai/domain';

/** Each refused field's refusals: `{ offerCode: [say('offer.expired', 'DIWALI')] }`. */
export type FieldRefusals = Record<string, Said[]>;

/**
 * Shorthands for raising the closed set of domain errors from services. A refusal is a coded message
 * (`say('stock.soldOut', name, label)`) or one of the catalogue's fixed sentences (MESSAGES.cartEmpty).
 */
export const badRequest = (said: Said, fields?: FieldRefusals) => new DomainError('validation', said, fields);
export const notFound = (said: Said = MESSAGES.notFound) => new DomainError('not_found', said);
export const conflict = (said: Said, fields?: FieldRefusals) => new DomainError('conflict', said, fields);
export const unauthorized = (said: Said = MESSAGES.signInRequired) => new DomainError('unauthorized', said);
export const forbidden = (said: Said, fields?: FieldRefusals) => new DomainError('forbidden', said, fields);

/** A field error: `fieldError('price', MESSAGES.priceAboveZero)`. */
export const fieldError = (field: string, said: Said) => badRequest(said, { [field]: [said] });
export const unavailable = (said: Said) => new DomainError('unavailable', said);
