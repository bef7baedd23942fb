import type { NotificationEvent } from './notification-event.js';

/** The part of an HTTP response a stream writes to. */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  readonly writableLength: number;
  once(event: 'close', listener: () => void): unknown;
}

/** One server-sent event: `id:`, `event:` and a one-line JSON `data:` (JSON.stringify never emits a raw newline). */
export function sseFrame(frame: { id?: number; event: string; data: unknown }): string {
  return `${frame.id === undefined ? '' : `id: ${frame.id}\n`}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
}

export const eventFrame = (event: NotificationEvent) => sseFrame({ id: event.outboxId, event: event.kind, data: event.payload });

/** A staff browser that reads this slowly has gone away in all but name: drop it rather than buffer without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LiveClient {
  /** Writes a frame now, even while catching up (the replay itself uses this). */
  write(frame: string): void;
  /** Ends catching up: from now on live events are written, except those the replay already sent. */
  goLive(replayed: ReadonlySet<number>): void;
  close(): void;
}

/**
 * The live channel: every connected staff stream, in this process. An event counts as delivered
 * once broadcast; a stream that missed some catches up by replaying the outbox (event-stream.routes.ts).
 * One timer sends `: ping` comments so proxies and browsers keep idle streams open.
 */
export function createLiveChannel({ heartbeatMs = 15_000 }: { heartbeatMs?: number } = {}) {
  interface Client extends LiveClient {
    /** The session (token hash) the stream was opened with: it ends with that session. */
    session: string;
    deliver(event: NotificationEvent): void;
    ping(): void;
  }
  const clients = new Set<Client>();
  let heartbeat: NodeJS.Timeout | null = null;

  const updateHeartbeat = () => {
    if (clients.size > 0 && !heartbeat) {
      heartbeat = setInterval(() => clients.forEach((c) => c.ping()), heartbeatMs);
      heartbeat.unref();
    } else if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  return {
    /**
     * Registers a stream; events arriving before `goLive` wait so they follow the replay. `sees` keeps
     * the events its member of staff may see (their outlets' orders).
     */
    connect(sink: StreamSink, session: string, sees: (event: NotificationEvent) => boolean = () => true): LiveClient {
      let waiting: NotificationEvent[] | null = [];
      // The live feed may publish an event after the replay sent it: this process can be a poll behind the database.
      let replayed: ReadonlySet<number> = new Set();
      let open = true;
      const write = (frame: string) => {
        if (!open) return;
        sink.write(frame);
        if (sink.writableLength > MAX_BUFFERED_BYTES) client.close();
      };
      const client: Client = {
        session,
        write,
        deliver(event) {
          if (!sees(event)) return;
          if (waiting) waiting.push(event);
          else if (!replayed.has(event.outboxId)) write(eventFrame(event));
        },
        ping: () => write(': ping\n\n'),
        goLive(sent) {
          replayed = sent;
          const caughtUp = waiting ?? [];
          waiting = null;
          for (const event of caughtUp) client.deliver(event);
        },
        close() {
          if (!open) return;
          open = false;
          clients.delete(client);
          updateHeartbeat();
          sink.end();
        },
      };
      clients.add(client);
      sink.once('close', () => client.close());
      updateHeartbeat();
      return client;
    },

    publish(event: NotificationEvent): void {
      for (const client of clients) client.deliver(event);
    },

    get connectedClients(): number {
      return clients.size;
    },

    /** Ends the streams of sessions that have ended (signed out, account rejected, expired). */
    closeSessions(ended: ReadonlySet<string>): void {
      for (const client of [...clients]) if (ended.has(client.session)) client.close();
    },

    /** Asks which open streams' sessions are still open (on any instance), and ends the others' streams. */
    async closeEndedSessions(activeSessions: (tokenHashes: readonly string[]) => Promise<Set<string>>): Promise<void> {
      const open = new Set([...clients].map((c) => c.session));
      if (open.size === 0) return;
      const active = await activeSessions([...open]);
      // A stream opened while asking was not asked about: its session was checked as it opened.
      for (const client of [...clients]) if (open.has(client.session) && !active.has(client.session)) client.close();
    },

    /** Ends every stream, so closing the server never waits on an open one. */
    closeAll(): void {
      for (const client of [...clients]) client.close();
    },
  };
}
export type LiveChannel = ReturnType<typeof createLiveChannel>;
