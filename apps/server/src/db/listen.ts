import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

/**
 * Keeps one dedicated PostgreSQL connection LISTENing on a channel (a pooled connection would be handed
 * to queries and lose it), and opens a new one a second after it drops; `onReconnect` runs once it listens
 * again, so the caller can catch up on what was sent while it was away.
 */
export function listen(
  connectionString: string,
  channel: string,
  handlers: { onPayload(payload: string): void; onReconnect(): void; onError(error: Error): void },
  retryMs = 1000,
): Listener {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let connectedBefore = false;
  // Each outage is reported once, not again for every failed attempt to reconnect.
  let reported = false;

  const dropAndRetry = (error: Error) => {
    if (closed) return;
    if (!reported) handlers.onError(error);
    reported = true;
    const lost = client;
    client = null;
    lost?.removeAllListeners();
    lost?.on('error', () => undefined);
    void lost?.end().catch(() => undefined);
    if (!retry) retry = setTimeout(connect, retryMs);
  };

  const connect = () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', dropAndRetry);
    next.on('end', () => dropAndRetry(new Error('the listening connection ended')));
    next
      .connect()
      .then(() => next.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (connectedBefore) handlers.onReconnect();
        connectedBefore = true;
        reported = false;
      })
      .catch((error: Error) => {
        if (client === next) dropAndRetry(error);
      });
  };

  connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
