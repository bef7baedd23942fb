import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createNotificationDispatcher, type Deliver } from './notifications.dispatcher.js';

/**
 * Runs the outbox dispatcher while the server runs. It stops on `preClose`, not `onClose`:
 * onClose hooks run last-registered first, and the entry point registers its database close
 * after building the app, so by then the database would already be gone.
 */
export const notificationsPlugin =
  (db: Kysely<Database>, options: { intervalMs?: number; deliver?: Deliver } = {}): FastifyPluginAsync =>
  async (app) => {
    const dispatcher = createNotificationDispatcher({
      db,
      log: app.log.child({ module: 'notifications' }),
      intervalMs: options.intervalMs ?? 1000,
      deliver: options.deliver,
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('preClose', async () => dispatcher.stop());
  };
