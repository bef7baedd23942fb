import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOrderId, type Catalogue } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './support/event-stream.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { sleep, waitFor } from './support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'webhook-secret-for-tests';
const ADMIN = { email: 'owner@halwai.test', password: 'owner-secret-123' };

interface RunningServer {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts the built bundle as its own process and waits for it to listen. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, url, exited };
}

async function api<T>(server: RunningServer, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${server.url}${url}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('a server process killed between the commit and the delivery', () => {
  let inbox: SmtpInbox;
  let hook: WebhookReceiver;
  let dataDir: string;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    inbox = await startSmtpInbox();
    hook = await startWebhookReceiver(SECRET);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-crash-'));
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await inbox.close();
    await hook.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the order after a restart, once per channel; and SIGTERM does not wait on open streams', async () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL_TO: 'owner@shop.test',
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_WEBHOOK_SECRET: SECRET,
      // Retries 2 s apart: the kill below lands right after a failed attempt, never during one.
      NOTIFY_RETRY_BASE_MS: '2000',
      NOTIFY_RETRY_MAX_MS: '4000',
    };
    inbox.setDown(true);
    hook.setDown(true);

    const first = await startServer(env);
    running.push(first);
    const { token } = await api<{ token: string }>(first, '/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const catalogue = await api<Catalogue>(first, '/api/catalogue');
    const item = catalogue.items.find((i) => i.isAvailable && i.prices.length > 0)!;
    const variant = item.prices[0]!;
    const cartLine = {
      id: item.id,
      name: item.name,
      price: variant.price,
      selectedWeight: variant.label,
      quantity: Math.ceil(1000 / variant.price),
      thumbnail: item.thumbnail,
    };
    const { id } = await api<{ id: number }>(first, '/api/Notify/OrderTotal', {
      method: 'POST',
      body: JSON.stringify({ cartItems: [cartLine], customerName: 'Killed Server', customerMobile: '9876543210' }),
    });
    await waitFor(async () => {
      const order = await api<{ notifications: { status: string }[] }>(first, `/api/admin/orders/${id}`, { token });
      return order.notifications.length === 2 && order.notifications.every((n) => n.status === 'retrying');
    });
    first.child.kill('SIGKILL');
    await first.exited;

    inbox.setDown(false);
    hook.setDown(false);
    const second = await startServer(env);
    running.push(second);
    const subject = `New order #${formatOrderId(id)} from Killed Server`;
    const webhookFor = () => hook.calls.filter((c) => c.answered === 200 && (c.body.data as { id: number }).id === id);
    const emailsFor = () => inbox.messages.filter((m) => m.subject.startsWith(subject));
    await waitFor(() => webhookFor().length > 0 && emailsFor().length > 0, 10_000, 'the deliveries after the restart');
    await sleep(1000);
    expect(webhookFor()).toHaveLength(1);
    expect(emailsFor()).toHaveLength(1);
    const order = await api<{ notifications: { channel: string; status: string }[] }>(second, `/api/admin/orders/${id}`, {
      token,
    });
    expect(order.notifications.map((n) => [n.channel, n.status])).toEqual([
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ]);

    const stream = await openEventStream(`${second.url}/api/admin/events`, { authorization: `Bearer ${token}` });
    await stream.next('ready');
    const stopping = Date.now();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5000);
    await stream.ended;
  });
});
