import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { inLanguage, reorderLines, type Language } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api-client';
import { catalogueQueryOptions } from '../../lib/api/get-catalogue';
import { cartStore } from '../../lib/cart-store';
import { getSavedCart } from './api/cart-reminder';

/** What became of a reminder's link: the cart is back (with what is no longer sold), or it is gone (the server's why, in the page's words; null: it could not be asked). */
export type RestoreOutcome = { restored: true; leftOut: string[] } | { gone: string | null };

/**
 * `/cart?restore={token}`, the reminder's link: the saved cart's lines go back into the cart at today's
 * prices and packs (read fresh from the catalogue, as "Order again" does); a line already in the cart
 * takes the saved quantity and today's price rather than adding to it. The query is then taken off the address.
 */
export function useRestoreCart(): { outcome: RestoreOutcome | null; dismiss: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const token = searchParams.get('restore');
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setSearchParams(
      (params) => {
        params.delete('restore');
        return params;
      },
      { replace: true },
    );
    void restore(token, language).then(setOutcome);

    async function restore(saved: string, lang: Language): Promise<RestoreOutcome> {
      try {
        const [cart, catalogue] = await Promise.all([
          getSavedCart(saved),
          queryClient.fetchQuery({ ...catalogueQueryOptions, staleTime: 0 }),
        ]);
        const result = reorderLines(cart.lines, catalogue.items);
        const store = cartStore.getState();
        for (const line of result.lines) {
          const nameHi = catalogue.items.find((item) => item.id === line.id)?.nameHi;
          const inCart = store.lines.some((l) => l.id === line.id && l.selectedWeight === line.selectedWeight);
          if (inCart) {
            store.setQuantity(line, line.quantity);
            store.setPrice(line, line.price);
          } else store.add({ ...line, ...(nameHi && { nameHi }) });
        }
        const names = new Map(cart.lines.map((l) => [l.name, inLanguage(lang, l.name, l.nameHi)]));
        return { restored: true, leftOut: result.leftOut.map((l) => names.get(l.name) ?? l.name) };
      } catch (error) {
        return { gone: error instanceof ApiError ? error.message : null };
      }
    }
  }, [token, language, queryClient, setSearchParams]);

  return { outcome, dismiss: () => setOutcome(null) };
}
