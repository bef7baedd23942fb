import type { FastifyBaseLogger } from 'fastify';
import { listen } from '../../db/listen.js';
import { CATALOGUE_CHANNEL } from '../../db/migrations/005-catalogue-version.js';
import type { ProductsService } from './products.service.js';

/** How often the catalogue version is read as well, in case a notification was missed. */
export const CATALOGUE_POLL_MS = 1000;

/**
 * Keeps this instance's cached catalogue in step with every other instance on one PostgreSQL database.
 * A catalogue write bumps a shared version and NOTIFYs it at commit (migration 005); this instance
 * LISTENs and drops its cache when the version is newer than the one its cache was read at. The version is also read every
 * second, so a dropped listening connection (while it reconnects) costs at most a second of staleness.
 */
export function syncCatalogueAcrossInstances(
  connectionString: string,
  products: Pick<ProductsService, 'catalogueVersion' | 'catalogueChangedTo'>,
  log: FastifyBaseLogger,
  pollMs = CATALOGUE_POLL_MS,
) {
  let known = -1;
  const saw = (version: number) => {
    if (!Number.isFinite(version) || version <= known) return;
    known = version;
    products.catalogueChangedTo(version);
  };
  // One warning per outage, not one a second.
  let failing = false;
  const poll = () =>
    products.catalogueVersion().then(
      (version) => {
        failing = false;
        saw(version);
      },
      (error: Error) => {
        if (!failing) log.warn({ err: error }, 'could not read the catalogue version');
        failing = true;
      },
    );

  const listener = listen(connectionString, CATALOGUE_CHANNEL, {
    onPayload: (payload) => saw(Number(payload)),
    onReconnect: () => {
      log.info('listening for catalogue changes again');
      void poll();
    },
    onError: (error) => log.warn({ err: error }, 'catalogue change listener lost its connection; reconnecting'),
  });
  const timer = setInterval(poll, pollMs);
  timer.unref();
  void poll();

  return {
    async close() {
      clearInterval(timer);
      await listener.close();
    },
  };
}
