import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { catalogueQueryOptions } from './api/get-catalogue';

/**
 * The answers the server asks for with a page's HTML (`<link rel="preload" as="fetch">`) that the app
 * waits for before drawing, by address. The product page's own answer is not among them: the catalogue
 * already holds the item, and that answer is re-read when the page shows it anyway.
 */
const FIRST_SCREEN_QUERIES = { '/api/catalogue': catalogueQueryOptions } as const;

const isFirstScreenQuery = (href: string | null): href is keyof typeof FIRST_SCREEN_QUERIES =>
  href !== null && Object.hasOwn(FIRST_SCREEN_QUERIES, href);

/** How long the first drawing waits for them at most: past that the page shows its loading state, as without them. */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Resolves when what the page at `pathname` first shows is here: the answers its HTML asked for (in
 * the query cache) and its code-split page (loaded), or after `waitMs`, whichever comes first; never
 * rejects. Drawing then draws the page once, instead of its loading placeholders first and the page
 * again a moment later, which on a slow phone is the larger part of the start-up work.
 */
export function firstScreenReady(
  queryClient: QueryClient,
  routes: RouteObject[],
  pathname: string,
  page: Pick<Document, 'querySelectorAll'> = document,
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  const answers = [...page.querySelectorAll('link[rel="preload"][as="fetch"]')]
    .map((link) => link.getAttribute('href'))
    .filter(isFirstScreenQuery)
    .map((href) => queryClient.prefetchQuery(FIRST_SCREEN_QUERIES[href]));
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as { type?: { preload?: () => Promise<void> } } | null | undefined)?.type;
    return typeof type?.preload === 'function' ? [type.preload()] : [];
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all([...answers, ...pages]).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
