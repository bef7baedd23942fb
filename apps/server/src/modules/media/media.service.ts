import os from 'node:os';
import { DomainError, MAX_UPLOAD_BYTES, MESSAGES, PRODUCT_FORM_MESSAGES, type MediaWidth } from '@halwai/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { createByteCache } from '../../lib/byte-cache.js';
import { createLimit } from '../../lib/run-limit.js';
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

/** Smaller widths of a stored picture: WebP a little below the stored quality, AVIF at sharp's default quality. */
const VARIANT_WEBP = { quality: 80, effort: 4 } as const;
// effort 2 (of 0-9) encodes in a fifth of the time of the default 4 for about the same bytes.
const VARIANT_AVIF = { quality: 50, effort: 2 } as const;

export type PictureFormat = 'webp' | 'avif';
/** JPEG quality of the stored picture as JPEG, for the product feeds (Google and Meta take no WebP everywhere). */
const FEED_JPEG = { quality: 85, mozjpeg: true } as const;
/** The smallest side Google's and Meta's catalogues take. */
const FEED_PICTURE_SIDE = 500;
const WHITE = { r: 255, g: 255, b: 255 };

/** Bytes as they are sent, with their strong ETag (the id names the original; each variant adds its width and format). */
export interface Picture {
  bytes: Buffer;
  contentType: `image/${PictureFormat | 'jpeg'}`;
  etag: string;
}

export interface MediaOptions {
  /** Upper bound of the bytes the originals and variants kept in memory take. */
  cacheBytes: number;
  /** Encodes at once; the rest wait, so a first catalogue view cannot take every core. Default: half the cores. */
  encodeConcurrency?: number;
  /** A stored picture was read from the database (a cache miss). */
  onRead?: () => void;
  /** A variant was encoded, in this many seconds. */
  onEncoded?: (format: PictureFormat, seconds: number) => void;
}

interface Original extends Picture {
  width: number;
}

export function createMediaService(db: Kysely<Database>, options: MediaOptions) {
  const repo = createMediaRepository(db);
  const cache = createByteCache<Picture | Original>(options.cacheBytes, (picture) => picture.bytes.length);
  const limit = createLimit(options.encodeConcurrency ?? Math.max(1, Math.floor(os.availableParallelism() / 2)));

  const original = (id: string) =>
    cache.load(id, async () => {
      const row = await repo.findImageById(id);
      if (!row) throw notFound();
      options.onRead?.();
      return { bytes: row.bytes, contentType: 'image/webp', etag: `"${row.id}"`, width: row.width } satisfies Original;
    }) as Promise<Original>;

  /** Encodes one variant in turn with the others; a stored picture that will not decode is answered as it is. */
  const encodeVariant = (source: Original, width: number, format: PictureFormat) =>
    limit(async () => {
      const started = performance.now();
      const resized = sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
      const bytes = await (format === 'avif' ? resized.avif(VARIANT_AVIF) : resized.webp(VARIANT_WEBP)).toBuffer();
      options.onEncoded?.(format, (performance.now() - started) / 1000);
      return bytes;
    }).catch(() => null);

  const webpAt = (source: Original, id: string, width: number): Promise<Picture> =>
    cache.load(`${id}/${width}/webp`, async () => {
      const bytes = await encodeVariant(source, width, 'webp');
      return bytes ? { bytes, contentType: 'image/webp', etag: `"${id}-${width}-webp"` } : source;
    });

  /** AVIF when it comes out smaller than the WebP of the same width, else that WebP; `width` null is the stored size. */
  const smallestAt = (source: Original, id: string, width: number | null): Promise<Picture> =>
    cache.load(`${id}/${width ?? 'full'}/avif`, async () => {
      const webp = width === null ? source : await webpAt(source, id, width);
      const avif = await encodeVariant(source, width ?? source.width, 'avif');
      if (!avif || avif.length >= webp.bytes.length) return webp;
      return { bytes: avif, contentType: 'image/avif', etag: `"${id}-${width ?? 'full'}-avif"` };
    });

  const storedId = (id: string): string => {
    const key = id.toLowerCase();
    if (!MEDIA_ID.test(key)) throw notFound();
    return key;
  };

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

    /** The stored picture, from memory after its first request. */
    async find(id: string): Promise<Picture> {
      return original(storedId(id));
    },

    /**
     * The picture at `width`, made on its first request and then kept; AVIF only for clients that take it.
     * Never enlarged: at or above the stored width it is the stored picture (or its AVIF), whatever the width asked.
     */
    async variant(id: string, width: MediaWidth, acceptsAvif: boolean): Promise<Picture> {
      const key = storedId(id);
      const source = await original(key);
      const resized = width < source.width ? width : null;
      if (acceptsAvif) return smallestAt(source, key, resized);
      return resized === null ? source : webpAt(source, key, resized);
    },

    /**
     * The stored picture as a JPEG on a white square canvas whose side is its longer side, and at
     * least 500 px: for the product feeds, whose readers want a JPEG or PNG of at least 500 × 500 px.
     * Never enlarged, only framed. Made on its first request and then kept; a picture that does not
     * decode is a 404.
     */
    async jpeg(id: string): Promise<Picture> {
      const key = storedId(id);
      const source = await original(key);
      return cache.load(`${key}/square/jpeg`, async () => {
        const bytes = await limit(async () => {
          const input = () => sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS });
          const { width = 0, height = 0 } = await input().metadata();
          const side = Math.max(width, height, FEED_PICTURE_SIDE);
          const [top, left] = [Math.floor((side - height) / 2), Math.floor((side - width) / 2)];
          return input()
            .flatten({ background: WHITE })
            .extend({ top, bottom: side - height - top, left, right: side - width - left, background: WHITE })
            .jpeg(FEED_JPEG)
            .toBuffer();
        }).catch(() => null);
        if (!bytes) throw notFound();
        return { bytes, contentType: 'image/jpeg', etag: `"${key}-square-jpeg"` };
      });
    },

    /** The stored size of each of these pictures (by id); an id not stored is missing from the answer. */
    async sizes(ids: readonly string[]): Promise<Map<string, { width: number; height: number }>> {
      const rows = await repo.findSizes(ids.filter((id) => MEDIA_ID.test(id)));
      return new Map(rows.map((r) => [r.id, { width: r.width, height: r.height }]));
    },

    cacheStats: () => cache.stats(),
  };
}
export type MediaService = ReturnType<typeof createMediaService>;

function pixelLimitOr(error: unknown, field: string): DomainError {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return fieldError(field, tooManyPixels ? PRODUCT_FORM_MESSAGES.imageTooManyPixels : MESSAGES.fileMustBeImage);
}
