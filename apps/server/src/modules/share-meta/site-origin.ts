import type { FastifyRequest } from 'fastify';

/** The names a shop on this machine is opened by, as the start prints its address. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface SiteOrigin {
  /** The origin absolute links in a page, robots.txt and the sitemap are made with. */
  of(request: FastifyRequest): string;
  /**
   * Whether answers holding that origin may be kept by shared caches: only when it is PUBLIC_URL's.
   * Otherwise it came from the request, and a proxy must not hand one visitor's to another.
   */
  readonly shared: boolean;
}

/** `http://localhost:3000`: the address the start prints and the shop answers with when it knows no better. */
export const localAddress = (port: number) => `http://localhost:${port}`;

/**
 * The site's origin. With PUBLIC_URL, always its. Without it, a Host header names the site only when it is
 * a name of this machine at the port the shop listens on (what someone trying the shop locally types);
 * any other Host, which anyone can send, gets the printed local address instead, so no request can put
 * another site's address into the shop's pages.
 */
export function createSiteOrigin(publicUrl: string | undefined, listeningPort: () => number): SiteOrigin {
  const fixed = publicUrl ? new URL(publicUrl).origin : null;
  if (fixed) return { of: () => fixed, shared: true };
  return {
    shared: false,
    of(request) {
      const port = listeningPort();
      try {
        const url = new URL(`${request.protocol}://${request.host}`);
        const urlPort = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
        if (LOCAL_NAMES.has(url.hostname) && urlPort === port) return url.origin;
      } catch {
        // A Host header no URL can hold: the local address below.
      }
      return localAddress(port);
    },
  };
}
