import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FulfilmentType, ShopInfo, SlotPlaces } from '@halwai/domain';
import { ApiError } from './api-client';
import { slotKeys, useSlots } from './api/get-slots';

/** The request's name for the slot: the server puts its refusals (400 and 409 full) under it. */
const SLOT_FIELD = 'fulfilment.slot';

/**
 * The order's slot for the chosen type and day, when the shop has slots for that type: the day's
 * slots with their places left, the earliest with room chosen until another is picked. A slot the
 * server refused (taken by another order meanwhile) is said at the field, the day's places are
 * asked again, and a new one is chosen. The cart and the phone order screen both choose this way.
 * The places are those of the order's outlet (`outletId`; null: the shop's first), each outlet's apart.
 */
export function useSlotChoice(shop: ShopInfo, type: FulfilmentType | null, date: string, outletId: number | null = null) {
  const queryClient = useQueryClient();
  const offered = type !== null && shop.slots?.[type] === true;
  const query = useSlots(offered ? date : null, type, outletId);
  const day = `${type ?? ''} ${date} ${outletId ?? ''}`;
  // What was picked, and what the server said, hold for the day, type and outlet they were about.
  const [picked, setPicked] = useState<{ day: string; slot: string } | null>(null);
  const [refusal, setRefusal] = useState<{ day: string; message: string } | null>(null);
  const slots: SlotPlaces[] = offered ? (query.data ?? []) : [];
  const hasRoom = (slot: string) => slots.some((s) => s.slot === slot && s.left > 0);
  const chosen = picked?.day === day ? picked.slot : (slots.find((s) => s.left > 0)?.slot ?? '');
  const slot = offered && hasRoom(chosen) ? chosen : '';

  return {
    offered,
    /** The day whose slots are shown: the preferred date, else today. */
    date,
    slots,
    loading: offered && query.isPending,
    loadFailed: offered && query.isError,
    retry: () => void query.refetch(),
    /** The chosen slot ("10:00-12:00"), '' for none. */
    slot,
    choose: (next: string) => {
      setPicked({ day, slot: next });
      setRefusal(null);
    },
    /** The server's refusal of the slot, in the page's language; null once another is chosen. */
    refusal: refusal?.day === day ? refusal.message : null,
    /** Reads an order's refusal: one about the slot is kept for the field, and the day's places are asked again. */
    refused: (error: unknown) => {
      const message = error instanceof ApiError ? error.fieldErrors[SLOT_FIELD]?.[0] : undefined;
      if (!offered || !message) return;
      setPicked({ day, slot: '' });
      setRefusal({ day, message });
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
