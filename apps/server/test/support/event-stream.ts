/** A reader of the live event stream (server-sent events), as a browser would hold it. */
import http from 'node:http';
import { waitFor } from './wait.js';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  at: number;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** The next event after those already taken with `next`, waiting up to `ms`. */
  next(name?: string, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream with plain node:http and reads its frames as they come. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let taken = 0;
      let buffer = '';
      let onEnd!: () => void;
      const ended = new Promise<void>((r) => (onEnd = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const frame: { id?: string; event?: string; data?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = line.slice(6);
          }
          if (frame.event || frame.data) {
            events.push({
              id: frame.id,
              event: frame.event ?? 'message',
              data: frame.data ? JSON.parse(frame.data) : null,
              at: Date.now(),
            });
          }
        }
      });
      res.on('end', onEnd);
      res.on('close', onEnd);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        async next(name, ms = 2000) {
          const found = await waitFor(
            () => {
              const index = events.findIndex((e, i) => i >= taken && (name === undefined || e.event === name));
              return index >= 0 ? { index } : undefined;
            },
            ms,
            `event ${name ?? '(any)'}`,
          );
          taken = found.index + 1;
          return events[found.index]!;
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
