import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { catalogueQueryOptionsFor } from './api/get-catalogue';
import { productQueryOptions } from './api/get-product';
import { outletChoice } from './outlet-choice';
import type { ShopInfo } from './shop-info';
import { shopInfoQueryOptions } from './use-shop-info';

const PRODUCT_ANSWER = /^\/get-product\/([^/?#]+)$/;

/**
 * Reads into the cache an answer the server asks for with a page's HTML (`<link rel="preload" as="fetch">`)
 * that the app waits for before drawing: the catalogue, and a product page's item (each as the chosen outlet has it). Without the item's own
 * answer the page would be drawn from the catalogue's copy and drawn again when it came.
 */
function prefetchFirstScreenAnswer(queryClient: QueryClient, href: string | null, storefront: boolean): Promise<void> | null {
  const outletId = storefront ? chosenOutletId(queryClient) : null;
  if (href === '/api/catalogue') return queryClient.prefetchQuery(catalogueQueryOptionsFor(outletId));
  const product = href === null ? null : PRODUCT_ANSWER.exec(href);
  // At a chosen outlet the page shows that outlet's copy of the item: the whole shop's, which came with the HTML, is not it.
  return product ? queryClient.prefetchQuery(productQueryOptions(decodeURIComponent(product[1]!), outletId)) : null;
}

/** The outlet whose catalogue a storefront page shows (as `useChosenOutletId` tells it), from the shop's details the page carried. */
function chosenOutletId(queryClient: QueryClient): number | null {
  const outlets = queryClient.getQueryData<ShopInfo>(shopInfoQueryOptions.queryKey)?.outlets ?? 1;
  return outlets > 1 ? (outletChoice.get()?.id ?? null) : null;
}

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
  const answers = [...page.querySelectorAll('link[rel="preload"][as="fetch"]')].flatMap(
    (link) => prefetchFirstScreenAnswer(queryClient, link.getAttribute('href'), !/^\/(admin|counter)(\/|$)/i.test(pathname)) ?? [],
  );
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
