import { addPaise, paiseToRupees, rupeesToPaise, type RunSheet } from '@halwai/domain';

type PincodeGroup = RunSheet['pincodes'][number];

/** A slot's part of the run sheet: its pincodes, each with what to collect there; `slot` null: the orders without one. */
export interface RunSheetSlot {
  slot: string | null;
  orders: number;
  pincodes: PincodeGroup[];
}

/**
 * The run sheet's deliveries by slot, slots in time order and the orders without one last; within a
 * slot by pincode as the sheet lists them. A day whose deliveries have no slot is one group (`slot`
 * null), as the sheet was before slots.
 */
export function runSheetBySlot(sheet: RunSheet): RunSheetSlot[] {
  const bySlot = new Map<string | null, Map<string, PincodeGroup>>();
  for (const group of sheet.pincodes) {
    for (const order of group.orders) {
      const slot = order.slot ?? null;
      const pincodes = bySlot.get(slot) ?? new Map<string, PincodeGroup>();
      bySlot.set(slot, pincodes);
      const here = pincodes.get(group.pincode) ?? { pincode: group.pincode, toCollect: 0, orders: [] };
      pincodes.set(group.pincode, here);
      here.orders.push(order);
      here.toCollect = paiseToRupees(addPaise(rupeesToPaise(here.toCollect), rupeesToPaise(order.toCollect)));
    }
  }
  return [...bySlot]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([slot, pincodes]) => ({
      slot,
      orders: [...pincodes.values()].reduce((sum, group) => sum + group.orders.length, 0),
      pincodes: [...pincodes.values()],
    }));
}

/** Whether any of the day's groups is a slot: only then do the printed lists head their groups by slot. */
export const hasSlotGroups = (groups: readonly { slot: string | null }[]): boolean => groups.some((group) => group.slot !== null);
