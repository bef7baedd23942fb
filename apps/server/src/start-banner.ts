import os from 'node:os';
import { localAddress } from './modules/share-meta/site-origin.js';
import type { ShopStart } from './app.js';

/** What the start knows when the server listens. */
export interface StartFacts extends ShopStart {
  /** The port it listens on (the real one, when PORT is 0). */
  port: number;
  /** HOST: the address it listens on. */
  host: string;
  /** The addresses of this machine it answers on other than its own loopback, e.g. 192.168.1.5. */
  networkAddresses: string[];
  publicUrl: string | undefined;
  seedDemo: boolean;
  /** Where the data is, as a person reads it: `./data` or `PostgreSQL`. */
  dataPlace: string;
  adminEmail: string | undefined;
}

/**
 * This machine's IPv4 addresses on its networks, where other devices reach the shop when it listens on
 * every interface (HOST 0.0.0.0 or ::); none otherwise.
 */
export function networkAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((iface) => (iface && iface.family === 'IPv4' && !iface.internal ? [iface.address] : []));
}

/** Listening on every interface, or on this machine only: the shop opens at localhost either way. */
const ANY_OR_LOOPBACK = /^(0\.0\.0\.0|::|localhost|127(\.\d+){3}|::1)$/;

const hostInUrl = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** The address to open the shop at: localhost, unless it listens only on one other address. */
export function addressToOpen(host: string, port: number): string {
  return ANY_OR_LOOPBACK.test(host) ? localAddress(port) : `http://${hostInUrl(host)}:${port}`;
}

/**
 * The lines the start prints for the person who started the shop: where to open it, whether the demo
 * shop was seeded, and how to sign in as staff (with the setup code while the shop has no admin).
 */
export function startBanner(facts: StartFacts): string[] {
  const open = addressToOpen(facts.host, facts.port);
  const lines = [`The shop is ready: open ${open}`];
  const others = facts.networkAddresses.map((a) => `http://${hostInUrl(a)}:${facts.port}`);
  if (others.length > 0) lines.push(`  from other devices on your network: ${others.join(', ')}`);
  if (facts.publicUrl) lines.push(`  its public address (PUBLIC_URL): ${facts.publicUrl}`);
  if (facts.demoSeeded) lines.push(`Demo shop: seeded into the new database (${facts.dataPlace}); SEED_DEMO=false starts empty`);
  else if (facts.seedDemo) lines.push(`Shop data: kept from before (${facts.dataPlace})`);
  else lines.push(`Shop data: ${facts.dataPlace}; no demo shop (SEED_DEMO=false)`);
  if (facts.setupCode) {
    lines.push(
      `Staff: no admin yet. Open ${open}/register and create the first account with the setup code ${facts.setupCode}`,
      '  (shown only here, a new one each start; or start with ADMIN_EMAIL and ADMIN_PASSWORD)',
    );
  } else if (facts.adminEmail) {
    lines.push(`Staff: sign in at ${open}/login as ${facts.adminEmail} (ADMIN_EMAIL)`);
  } else {
    lines.push(`Staff: sign in at ${open}/login; new staff ask for an account at ${open}/register`);
  }
  return lines;
}
