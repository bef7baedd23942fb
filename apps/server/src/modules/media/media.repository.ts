import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface NewImage {
  id: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  createdAt: string;
}

export function createMediaRepository(db: Kysely<Database>) {
  return {
    /** Images are addressed by their content hash, so a second upload of the same picture is a no-op. */
    async insertImageIfMissing(image: NewImage): Promise<void> {
      await db
        .insertInto('images')
        .values({
          id: image.id,
          content_type: image.contentType,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
          created_at: image.createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    findSizes(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('images').select(['id', 'width', 'height']).where('id', 'in', ids).execute();
    },

    findImageById(id: string) {
      return db.selectFrom('images').select(['id', 'bytes', 'width']).where('id', '=', id).executeTakeFirst();
    },
  };
}
