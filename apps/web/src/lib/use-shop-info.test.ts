import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO } from './shop-info';
import { seedShopInfo, shopInfoQueryOptions } from './use-shop-info';

/** A page whose `<script id="shop-info">` holds `text`, or that has none. */
function pageWith(text?: string): Pick<Document, 'getElementById'> {
  const doc = document.implementation.createHTMLDocument();
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.id = 'shop-info';
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('seedShopInfo', () => {
  it("puts the shop's details the server wrote into the page in the cache, fresh, with the gaps filled", () => {
    const client = new QueryClient();
    seedShopInfo(client, pageWith(JSON.stringify({ name: 'Mithai Bhandar', phone: '9123456780', minimumOrder: 250 })));
    expect(client.getQueryData(shopInfoQueryOptions.queryKey)).toEqual({
      ...DEFAULT_SHOP_INFO,
      name: 'Mithai Bhandar',
      phone: '9123456780',
      minimumOrder: 250,
    });
    expect(client.getQueryState(shopInfoQueryOptions.queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryCache().find({ queryKey: shopInfoQueryOptions.queryKey })?.isStale()).toBe(false);
  });

  it('leaves the cache empty, so /api/shop is asked, for a page without them or with garbled ones', () => {
    for (const page of [pageWith(), pageWith(''), pageWith('{"name": "Mithai'), pageWith('null'), pageWith('42')]) {
      const client = new QueryClient();
      seedShopInfo(client, page);
      expect(client.getQueryData(shopInfoQueryOptions.queryKey)).toBeUndefined();
    }
  });
});
