import { useEffect } from 'react';
import { readShopInfo } from './shop-info';

/** Sets the tab title to "{title} · {shop name}", or the shop name alone for an empty title. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const shop = readShopInfo().name;
    document.title = title ? `${title} · ${shop}` : shop;
  }, [title]);
}
