import { LIVE_NEWS_EVENTS } from '@halwai/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/problems.js';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { Admin } from '../auth/auth.service.js';
import { eventFrame, sseFrame, type LiveChannel } from './live-channel.js';
import { eventStreamQuerySchema } from './notifications.schema.js';
import type { NotificationsService } from './notifications.service.js';

const doc = routeDoc('notifications');

/** The most events a reconnecting stream replays; a board that missed more refetches on `resync`. */
const REPLAY_LIMIT = 200;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3000;

const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S{1,200})$/i)?.[1];
const eventId = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);
/** The token in the query as sent: the query schema runs after `onRequest`, where the token is checked. */
const queryToken = (request: FastifyRequest) => {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
};

const eventStreamSchema = z
  .string()
  .describe(
    `Server-sent events. ${LIVE_NEWS_EVENTS.join(', ')} carry the outbox id as \`id\` and the order or message ` +
      'as `data` (AdminOrder, ContactMessage); `ready` says the replay is done, `resync` that more was missed ' +
      'than a replay holds (read the lists again).',
  );

/**
 * `GET /api/admin/events`: the live channel as server-sent events for signed-in staff.
 *
 * A browser's EventSource cannot send an Authorization header, so this route alone also takes the
 * token as `?token=`; its request log is kept to warnings so the token stays out of the log.
 * `Last-Event-ID` (the header EventSource sends when it reconnects, or `?lastEventId=` for a new
 * EventSource) replays the events missed since, from the outbox.
 */
export const eventStreamRoutes =
  ({
    live,
    notifications,
    authenticate,
  }: {
    live: LiveChannel;
    notifications: NotificationsService;
    authenticate: (token: string) => Promise<Admin | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/events',
      {
        schema: {
          ...doc(
            'streamEvents',
            STAFF,
            'Live events for the back office (text/event-stream): order.placed, order.updated, contact.received',
          ),
          querystring: eventStreamQuerySchema,
          produces: ['text/event-stream'],
          response: { 200: eventStreamSchema, ...problemResponses(401) },
        },
        logLevel: 'warn',
        onRequest: async (request) => {
          const token = bearerToken(request.headers.authorization) ?? queryToken(request);
          if (!token || !(await authenticate(token))) throw unauthorized();
        },
      },
      async (request, reply) => {
        const header = request.headers['last-event-id'];
        const lastEventId = eventId(typeof header === 'string' ? header : undefined) ?? eventId(request.query.lastEventId);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no', // nginx: pass each event through at once
        });
        const client = live.connect(res);
        client.write(`retry: ${RECONNECT_MS}\n\n`);

        // Live events that arrive during the replay wait in the client and follow it; none is sent twice.
        const sent = new Set<number>();
        try {
          let newest: number;
          if (lastEventId === null) {
            newest = await notifications.latestEventId();
          } else {
            const { events, truncated } = await notifications.eventsAfter(lastEventId, REPLAY_LIMIT);
            if (truncated)
              client.write(sseFrame({ event: 'resync', data: { reason: `more than ${REPLAY_LIMIT} events were missed` } }));
            for (const event of events) {
              client.write(eventFrame(event));
              sent.add(event.outboxId);
            }
            newest = Math.max(lastEventId, ...sent);
          }
          client.write(sseFrame({ id: newest, event: 'ready', data: { lastEventId: newest } }));
          client.goLive(sent);
        } catch (err) {
          request.log.error({ err }, 'starting an event stream failed');
          client.close();
        }
      },
    );
  };
