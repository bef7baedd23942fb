import { useEffect } from 'react';
import { useShopInfo } from './use-shop-info';

/** Sets the tab title to "{title} · {shop name}", or the shop name alone for an empty title. */
export function useDocumentTitle(title: string): void {
  const shop = useShopInfo().name;
  useEffect(() => {
    document.title = title ? `${title} · ${shop}` : shop;
  }, [title, shop]);
}
