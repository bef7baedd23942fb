import { MESSAGES } from '@halwai/domain';
import { z } from 'zod';
import type { Upload } from '../../lib/http/multipart-body.js';

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && 'bytes' in value && Buffer.isBuffer(value.bytes);

/** A multipart file part. JSON cannot carry one, so anything else here is refused as 'Invalid file'. */
export const uploadSchema = z
  .custom<Upload>(isUpload, { error: MESSAGES.invalidFile })
  .meta({ type: 'string', format: 'binary' });

export const mediaParamsSchema = z.object({ id: z.string().max(100) });

/** The image's bytes; the route sends them as they are stored. */
export const imageBytesSchema = z.custom<Buffer>(Buffer.isBuffer).meta({ type: 'string', format: 'binary' });
