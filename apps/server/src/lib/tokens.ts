import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and order access keys. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked database grants nothing. */
export const sha256 = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');
