import { LIVE_NEWS_EVENTS, parseId, streamTicketSchema, type StreamTicket } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/problems.js';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { Admin } from '../auth/auth.service.js';
import { eventFrame, sseFrame, type LiveChannel } from './live-channel.js';
import { eventSeenBy } from './notification-event.js';
import { eventStreamQuerySchema } from './notifications.schema.js';
import type { NotificationsService } from './notifications.service.js';

const doc = routeDoc('notifications');

/** The most events a reconnecting stream replays; a board that missed more refetches on `resync`. */
const REPLAY_LIMIT = 200;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3000;
/** How often open streams are checked against their sessions: a signed-out stream ends within this. */
export const SESSION_CHECK_MS = 2000;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no', // nginx: pass each event through at once
};

const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S{1,200})$/i)?.[1];
const eventId = (value: string | undefined) => (value ? parseId(value) : null);

const eventStreamSchema = z
  .string()
  .describe(
    `Server-sent events. ${LIVE_NEWS_EVENTS.join(', ')} carry the outbox id as \`id\` and the order or message ` +
      'as `data` (AdminOrder, ContactMessage); `ready` says the replay is done, `resync` that more was missed ' +
      'than a replay holds (read the lists again).',
  );

export interface StreamAuth {
  authenticate(token: string): Promise<Admin | null>;
  authenticateTicket(ticket: string): Promise<Admin | null>;
  issueStreamTicket(admin: Admin): Promise<StreamTicket>;
  activeSessions(tokenHashes: readonly string[]): Promise<Set<string>>;
}

/**
 * `GET /api/admin/events`: the live channel as server-sent events for signed-in staff.
 *
 * A browser's EventSource cannot send an Authorization header, so it first takes a short-lived,
 * single-use ticket with its bearer token (`POST /api/admin/events/ticket`) and opens the stream
 * with `?ticket=`; no token travels in a URL. A stream ends at once when its session ends on this
 * instance (sign-out, password reset, account rejected); before any event is sent its session is
 * checked in the database, and every few seconds anyway, so a session ended on another instance or
 * expired gets nothing more either.
 * `Last-Event-ID` (the header EventSource sends when it reconnects, or `?lastEventId=` for a new
 * EventSource) replays the events missed since, from the outbox.
 */
export const eventStreamRoutes =
  ({ live, notifications, auth }: { live: LiveChannel; notifications: NotificationsService; auth: StreamAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/events/ticket',
      {
        schema: {
          ...doc('createStreamTicket', STAFF, 'A single-use ticket, valid for seconds, that opens one live-events stream'),
          response: { 201: streamTicketSchema, ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => reply.code(201).send(await auth.issueStreamTicket(request.admin!)),
    );

    app.get(
      '/api/admin/events',
      {
        schema: {
          ...doc(
            'streamEvents',
            STAFF,
            'Live events for the back office (text/event-stream): order.placed, order.updated, contact.received; an account limited to some outlets hears only of their orders',
          ),
          querystring: eventStreamQuerySchema,
          produces: ['text/event-stream'],
          response: { 200: eventStreamSchema, ...problemResponses(401) },
        },
        onRequest: async (request) => {
          const token = bearerToken(request.headers.authorization);
          // The query schema runs after onRequest, so the ticket is read as sent.
          const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
          const admin = token
            ? await auth.authenticate(token)
            : typeof ticket === 'string' && ticket.length <= 200
              ? await auth.authenticateTicket(ticket)
              : null;
          if (!admin) throw unauthorized();
          request.admin = admin;
        },
      },
      async (request, reply) => {
        // HEAD asks whether the stream would open: the headers answer it, with no stream to follow.
        if (request.method === 'HEAD') return reply.code(200).headers(STREAM_HEADERS).send();
        const header = request.headers['last-event-id'];
        const lastEventId = eventId(typeof header === 'string' ? header : undefined) ?? eventId(request.query.lastEventId);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, STREAM_HEADERS);
        const { tokenHash, outlets } = request.admin!;
        const sees = (event: Parameters<typeof eventSeenBy>[1]) => eventSeenBy(outlets, event);
        const client = live.connect(res, tokenHash, sees);
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
              if (sees(event)) client.write(eventFrame(event));
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

    let sessionCheck: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      sessionCheck = setInterval(() => {
        live.closeEndedSessions(auth.activeSessions).catch((err: unknown) => app.log.warn({ err }, 'checking the sessions of live streams failed'));
      }, SESSION_CHECK_MS);
      sessionCheck.unref();
    });
    app.addHook('preClose', async () => {
      if (sessionCheck) clearInterval(sessionCheck);
    });
  };
