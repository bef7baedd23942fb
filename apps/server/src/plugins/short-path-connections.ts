import http from 'node:http';
import type { Socket } from 'node:net';
import { PLAIN_GET_MAX_FIELDS, PLAIN_GET_MAX_HEAD, readPlainGet, type PlainGet } from '../lib/http/plain-get.js';

/** The whole answer to a plain read, status line to body; undefined hands the connection to node:http. */
export type WholeAnswer = (request: PlainGet, socket: Socket) => Buffer | undefined;

function writeAll(socket: Socket, answers: Buffer | Buffer[] | undefined) {
  if (answers !== undefined) socket.write(Array.isArray(answers) ? Buffer.concat(answers) : answers);
}

/**
 * Connections whose requests are plain reads of a short path are answered here, from the bytes read
 * off the socket: node:http builds a request, a response and their streams for each, which costs as
 * much again as the answer (bench/README.md). The first request that is anything else goes to
 * node:http with every byte not yet answered, as if it had had the connection from the start, and
 * keeps the connection. Takes over `server`'s 'connection' listeners.
 */
export function answerAtConnections(
  server: http.Server,
  answer: WholeAnswer,
  /** node:http's limit on a head, as the server was made with it. */
  maxHeaderSize = http.maxHeaderSize,
) {
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const held = new Set<Socket>();
  let closing = false;
  // Heads of at most half node:http's limit: none that the lane answers comes near the size at which
  // node:http would refuse it.
  const maxHead = Math.min(PLAIN_GET_MAX_HEAD, Math.floor(maxHeaderSize / 2));

  const handOn = (socket: Socket, unread: Buffer | undefined) => {
    socket.pause();
    if (unread && unread.length > 0) socket.unshift(unread);
    for (const listener of nodeListeners) listener.call(server, socket);
    // As node:http's listener reads on once the socket flows again, after the bytes put back.
    process.nextTick(() => socket.resume());
  };

  const hold = (socket: Socket) => {
    const onData = (data: Buffer) => {
      let start = 0;
      // Usually one answer; the answers to requests that came together leave in one write.
      let answers: Buffer | Buffer[] | undefined;
      while (start < data.length) {
        // A head that has not come whole goes to node:http too, with its limits on slow senders.
        const request = closing ? null : readPlainGet(data, start, maxHead);
        const bytes = request && answer(request, socket);
        if (!request || !bytes) {
          writeAll(socket, answers);
          return release(data.subarray(start));
        }
        if (answers === undefined) answers = bytes;
        else if (Array.isArray(answers)) answers.push(bytes);
        else answers = [answers, bytes];
        start = request.end;
      }
      writeAll(socket, answers);
      // A client that sends without reading its answers is read no further until it catches up.
      if (socket.writableNeedDrain && !socket.isPaused()) {
        socket.pause();
        socket.once('drain', onDrain);
      }
    };
    const onDrain = () => socket.resume();
    const onEnd = () => socket.end();
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    const forget = () => held.delete(socket);
    const release = (unread: Buffer) => {
      forget();
      socket.off('data', onData).off('drain', onDrain).off('end', onEnd).off('timeout', onTimeout);
      socket.off('error', onError).off('close', forget);
      socket.setTimeout(0);
      handOn(socket, unread);
    };
    held.add(socket);
    socket.on('data', onData).on('end', onEnd).on('timeout', onTimeout).on('error', onError).on('close', forget);
    socket.setTimeout(server.keepAliveTimeout);
  };

  // A server that keeps fewer fields of a head than the lane reads must read every head itself.
  const dropsFields = () => {
    const kept = server.maxHeadersCount ?? 0;
    return kept > 0 && kept < PLAIN_GET_MAX_FIELDS;
  };
  server.on('connection', (socket: Socket) => {
    if (closing || (server.maxRequestsPerSocket ?? 0) > 0 || dropsFields()) handOn(socket, undefined);
    else hold(socket);
  });

  return {
    /** Ends every connection held here once its answers are out, as node:http's closeIdleConnections does. */
    close() {
      closing = true;
      for (const socket of held) {
        if (socket.writableLength === 0) socket.destroy();
        else socket.end(() => socket.destroy());
      }
    },
  };
}
