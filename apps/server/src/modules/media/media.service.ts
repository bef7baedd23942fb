import { DomainError, MAX_UPLOAD_BYTES, MESSAGES } from '@halwai/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/problems.js';
import { sha256 } from '../../lib/tokens.js';
import { createMediaRepository, type NewImage } from './media.repository.js';
import type { Upload } from '../../lib/http/multipart-body.js';

/** Raster formats we accept; anything else (SVG, PDF, text renamed to .png) is not a picture we serve. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Enough for any phone camera; refuses decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_WIDTH = 1200;
const WEBP_QUALITY = 82;

export type EncodedImage = NewImage;

const mediaUrl = (id: string) => `/media/${id}.webp`;
const MEDIA_ID = /^[0-9a-f]{32}$/;

export function createMediaService(db: Kysely<Database>) {
  const repo = createMediaRepository(db);
  /**
   * Checks an upload by its bytes (not its declared type) and re-encodes it: WebP, at most 1200 px wide,
   * turned upright by its EXIF orientation, metadata stripped. Throws the spec's messages.
   */
  const encode = async (upload: Upload): Promise<EncodedImage> => {
    const field = upload.fieldName;
    if (upload.bytes.length === 0) throw fieldError(field, MESSAGES.invalidFile);
    if (upload.bytes.length > MAX_UPLOAD_BYTES) {
      throw new DomainError('payload_too_large', MESSAGES.imageTooLarge, { [field]: [MESSAGES.imageTooLarge] });
    }
    const input = () => sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    let format: string | undefined;
    try {
      format = (await input().metadata()).format;
    } catch (error) {
      throw pixelLimitOr(error, field);
    }
    if (!format || !IMAGE_FORMATS.has(format)) throw fieldError(field, MESSAGES.fileMustBeImage);
    try {
      const { data, info } = await input()
        .rotate()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return {
        id: sha256(data).slice(0, 32),
        contentType: 'image/webp',
        bytes: data,
        width: info.width,
        height: info.height,
        createdAt: nowIso(),
      };
    } catch (error) {
      // A header that looks like an image over data that does not decode.
      throw pixelLimitOr(error, field);
    }
  };

  return {
    encode,

    /** Stores an encoded image in the caller's transaction, together with the row that points at it; returns its URL. */
    async save(trx: Trx, image: EncodedImage): Promise<string> {
      await createMediaRepository(trx).insertImageIfMissing(image);
      return mediaUrl(image.id);
    },

    /** The admin image picker: check, encode and store in one go. */
    async upload(upload: Upload): Promise<string> {
      const image = await encode(upload);
      await repo.insertImageIfMissing(image);
      return mediaUrl(image.id);
    },

    async find(id: string): Promise<{ id: string; contentType: string; bytes: Buffer }> {
      const key = id.toLowerCase();
      const row = MEDIA_ID.test(key) ? await repo.findImageById(key) : undefined;
      if (!row) throw notFound();
      return { id: row.id, contentType: row.content_type, bytes: row.bytes };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;

function pixelLimitOr(error: unknown, field: string): DomainError {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return fieldError(field, tooManyPixels ? 'The image has too many pixels (at most 50 megapixels)' : MESSAGES.fileMustBeImage);
}
