import { DomainError, MESSAGES } from '@halwai/domain';
import type { FastifyRequest } from 'fastify';

/** A file taken from a multipart request by `multipartBody`. */
export interface Upload {
  fieldName: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** What browsers and form libraries send for a value that was never filled in. */
const BLANK_FIELD_VALUES = new Set(['', 'undefined', 'null']);

/**
 * preValidation hook for routes that take a form with an optional file: turns a multipart request into a
 * plain body object (text fields as strings, each file as an `Upload`), so the route's zod body schema checks
 * it exactly like a JSON body. Requests that are not multipart pass through untouched.
 */
export async function multipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string | Upload> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await readFilePart(part.fieldname, () => part.toBuffer());
        // An untouched file input still sends a part: no name, no bytes. That is "no file", not a bad one.
        if (!part.filename && bytes.length === 0) continue;
        body[part.fieldname] = { fieldName: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
      } else {
        const value = typeof part.value === 'string' ? part.value : '';
        if (!BLANK_FIELD_VALUES.has(value.trim())) body[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  request.body = body;
}

/**
 * Reading a form fails only because of what the client sent (a missing boundary, a cut-off part,
 * too many fields): that is a 4xx, never a 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return new DomainError('payload_too_large', MESSAGES.formTooLarge);
  return new DomainError('validation', MESSAGES.formUnreadable);
}

async function readFilePart(field: string, read: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await read();
  } catch (error) {
    // @fastify/multipart stops reading at MAX_UPLOAD_BYTES (its `limits.fileSize`).
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('payload_too_large', MESSAGES.imageTooLarge, { [field]: [MESSAGES.imageTooLarge] });
    }
    throw error;
  }
}
