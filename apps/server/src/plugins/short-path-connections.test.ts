import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAtConnections } from './short-path-connections.js';

const LANE_ANSWER = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 4\r\nX-By: lane\r\n\r\nlane');

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A node:http server with the lane in front, answering every plain read itself; node:http answers "node". */
async function serverWithLane(options: http.ServerOptions, maxHeaderSize?: number) {
  const server = http.createServer(options, (_req, res) => res.end('node'));
  const lane = answerAtConnections(server, () => LANE_ANSWER, maxHeaderSize);
  servers.push(server);
  server.on('close', () => lane.close());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `head` on a connection of its own: the first answer's status line and body. */
function firstAnswer(port: number, head: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    const answer = () => {
      const blank = received.indexOf('\r\n\r\n');
      return `${received.slice(0, received.indexOf('\r\n'))} ${received.slice(blank + 4)}`;
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const blank = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (blank !== -1 && length !== undefined && received.length >= blank + 4 + Number(length)) {
        socket.destroy();
        resolve(answer());
      }
    });
    socket.once('error', reject);
    // An answer without a length ends with the connection.
    socket.once('close', () => resolve(answer()));
  });
}

const plainGet = (headBytes: number) => {
  const start = 'GET /a HTTP/1.1\r\nHost: shop\r\nX-Pad: ';
  return `${start}${'p'.repeat(headBytes - start.length)}\r\n\r\n`;
};

describe('answerAtConnections', () => {
  it('answers plain reads itself and leaves the rest to node:http', async () => {
    const port = await serverWithLane({});
    expect(await firstAnswer(port, plainGet(100))).toBe('HTTP/1.1 200 OK lane');
    expect(await firstAnswer(port, 'GET /a HTTP/1.0\r\nHost: shop\r\n\r\n')).toBe('HTTP/1.1 200 OK node');
  });

  it('answers only heads of at most half the server’s limit, so none it answers is one node:http would refuse', async () => {
    const port = await serverWithLane({ maxHeaderSize: 2048 }, 2048);
    expect(await firstAnswer(port, plainGet(1000))).toBe('HTTP/1.1 200 OK lane');
    expect(await firstAnswer(port, plainGet(1500))).toBe('HTTP/1.1 200 OK node');
    expect(await firstAnswer(port, plainGet(3000))).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('keeps to node:http’s default limit when the server sets none', async () => {
    const port = await serverWithLane({});
    expect(await firstAnswer(port, plainGet(Math.floor(http.maxHeaderSize / 2) - 100))).toBe('HTTP/1.1 200 OK lane');
  });
});
