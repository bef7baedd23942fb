import { isMediaWidth, MEDIA_WIDTHS, MESSAGES, type MediaWidth } from '@halwai/domain';
import { z } from 'zod';
import type { Upload } from '../../lib/http/multipart-body.js';

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && 'bytes' in value && Buffer.isBuffer(value.bytes);

/** A multipart file part. JSON cannot carry one, so anything else here is refused as 'Invalid file'. */
export const uploadSchema = z
  .custom<Upload>(isUpload, { error: MESSAGES.invalidFile })
  .meta({ type: 'string', format: 'binary' });

export const mediaParamsSchema = z.object({ id: z.string().max(100) });

const widthMessage = `Width must be one of ${MEDIA_WIDTHS.join(', ')}`;

/** Only the fixed widths, so no one can make the server encode sizes of their choosing. */
export const mediaQuerySchema = z.object({
  w: z
    .string({ error: widthMessage })
    .regex(/^[1-9]\d{0,3}$/, widthMessage)
    .transform(Number)
    .refine(isMediaWidth, widthMessage)
    .transform((width) => width as MediaWidth)
    .optional()
    .meta({ description: `Width in pixels: ${MEDIA_WIDTHS.join(', ')}`, enum: MEDIA_WIDTHS.map(String) }),
});

/** The image's bytes; the route sends them as they are stored. */
export const imageBytesSchema = z.custom<Buffer>(Buffer.isBuffer).meta({ type: 'string', format: 'binary' });
