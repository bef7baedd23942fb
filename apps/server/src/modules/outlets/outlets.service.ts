import {
  describeHours,
  MAIN_OUTLET_ID,
  OUTLET_MESSAGES,
  openingHoursSchema,
  outletDeliverySchema,
  paise,
  paiseToRupees,
  rupeesToPaise,
  say,
  type CounterOutlet,
  type DeliveryTerms,
  type OpeningSpan,
  type Outlet,
  type OutletDelivery,
  type OutletFields,
  type PublicOutlet,
  type ShopInfo,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, OutletRow } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/problems.js';
import { inOutletScope, type OutletScope } from '../../lib/outlet-scope.js';
import { readStoredJson } from '../../lib/stored-json.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createOutletsRepository, type OutletValues } from './outlets.repository.js';

/** Delivery as stored: money in paise. */
const storedDeliverySchema = z.object({
  pincodes: z.array(z.string()),
  chargePaise: z.number().int().min(0),
  freeFromPaise: z.number().int().min(0).nullable(),
});
const holidaysSchema = z.array(z.string());

/** What governs an order at an outlet: its own values, or the shop's where it has none. */
export interface OutletTerms {
  id: number;
  name: string;
  nameHi: string | null;
  hours: OpeningSpan[] | null;
  holidays: string[];
  pickup: boolean;
  delivery: DeliveryTerms;
  gstin: string;
  /** The GSTIN of a series of its own, when registered apart from the shop (another state); null: the shop's series. */
  ownGstin: string | null;
  email: string | null;
  /** False: closed for good, no longer taking orders. */
  active: boolean;
}

/** The shop's own terms an outlet falls back on, as the order channels already hold them. */
export type ShopFallback = Pick<Awaited<ReturnType<SettingsService['orderSettings']>>, 'name' | 'gstin' | 'hours' | 'delivery'>;

const rupees = (amount: number) => paiseToRupees(paise(amount));

const storedDeliveryOf = (row: OutletRow) => readStoredJson(row.delivery, storedDeliverySchema, null);

function deliveryOf(row: OutletRow): OutletDelivery | null {
  const stored = storedDeliveryOf(row);
  if (!stored) return null;
  return { pincodes: stored.pincodes, charge: rupees(stored.chargePaise), freeFrom: stored.freeFromPaise === null ? null : rupees(stored.freeFromPaise) };
}

/** An outlet registered apart from the shop (another state) numbers its invoices in a series of its own. */
const ownSeries = (outletGstin: string | null, shopGstin: string) => (outletGstin && outletGstin !== shopGstin ? outletGstin : null);

/** The outlet's terms over the shop's: pure, so one order reads the outlet row once and the settings not again. */
function termsOf(row: OutletRow, shop: ShopFallback): OutletTerms {
  const delivery = storedDeliveryOf(row);
  return {
    id: row.id,
    name: row.name ?? shop.name,
    nameHi: row.name_hi,
    hours: readStoredJson(row.opening_hours, openingHoursSchema, null) ?? shop.hours.hours,
    holidays: readStoredJson(row.holidays, holidaysSchema, null) ?? shop.hours.holidays,
    pickup: Number(row.pickup) === 1,
    delivery: delivery
      ? {
          enabled: delivery.pincodes.length > 0,
          pincodes: delivery.pincodes,
          chargePaise: paise(delivery.chargePaise),
          freeFromPaise: delivery.freeFromPaise === null ? null : paise(delivery.freeFromPaise),
        }
      : shop.delivery,
    gstin: row.gstin ?? shop.gstin,
    ownGstin: ownSeries(row.gstin, shop.gstin),
    email: row.email,
    active: Number(row.active) === 1,
  };
}

function valuesOf(input: OutletFields): OutletValues {
  const delivery = input.delivery && outletDeliverySchema.parse(input.delivery);
  return {
    name: input.name,
    name_hi: input.nameHi ?? null,
    address: input.address,
    phone: input.phone,
    opening_hours: input.openingHours ? JSON.stringify(input.openingHours) : null,
    holidays: input.holidays ? JSON.stringify([...new Set(input.holidays)].sort()) : null,
    pickup: input.pickup ? 1 : 0,
    delivery: delivery
      ? JSON.stringify({
          pincodes: delivery.pincodes,
          chargePaise: rupeesToPaise(delivery.charge),
          freeFromPaise: delivery.freeFrom === null ? null : rupeesToPaise(delivery.freeFrom),
        })
      : null,
    gstin: input.gstin ?? null,
    email: input.email ?? null,
    active: input.active ? 1 : 0,
  };
}

/**
 * The shop's outlets. The first one (made by migration 034) takes the shop's name, address, phone,
 * hours, delivery and GSTIN from Settings until staff give it its own; so does any field an outlet
 * leaves null.
 */
export function createOutletsService(db: Kysely<Database>, { settings }: { settings: Pick<SettingsService, 'orderSettings' | 'shopInfo'> }) {
  const repo = createOutletsRepository(db);

  /** Staff's view of an outlet; `shop` (read once for a list) fills the name, address and phone it has none of. */
  const answer = (row: OutletRow, shop: Pick<ShopInfo, 'name' | 'address' | 'phone'>): Outlet => ({
    id: row.id,
    name: row.name ?? shop.name,
    nameHi: row.name_hi,
    address: row.address ?? shop.address,
    phone: row.phone ?? shop.phone,
    openingHours: readStoredJson(row.opening_hours, openingHoursSchema, null),
    holidays: readStoredJson(row.holidays, holidaysSchema, null),
    pickup: Number(row.pickup) === 1,
    delivery: deliveryOf(row),
    gstin: row.gstin,
    email: row.email,
    active: Number(row.active) === 1,
  });

  const found = async (id: number): Promise<OutletRow> => {
    const row = await repo.find(id);
    if (!row) throw notFound(say('outlet.notFound', id));
    return row;
  };

  /** The outlet named, if it is ours and one the staff asking work at: else 400 at `field`. */
  const theirs = async (id: number, scope: OutletScope, field: string): Promise<OutletRow> => {
    const row = await repo.find(id);
    if (!row) throw fieldError(field, OUTLET_MESSAGES.unknown);
    if (!inOutletScope(scope, id)) throw fieldError(field, OUTLET_MESSAGES.notYours);
    return row;
  };

  return {
    async list(): Promise<Outlet[]> {
      const [rows, shop] = await Promise.all([repo.list(), settings.shopInfo()]);
      return rows.map((row) => answer(row, shop));
    },

    async get(id: number): Promise<Outlet> {
      const [row, shop] = await Promise.all([found(id), settings.shopInfo()]);
      return answer(row, shop);
    },

    /**
     * The GSTIN of outlet `id`'s own series (null: the shop's, or no such outlet), read in `trx`: a
     * counter bill learns its outlet only once its shift is locked.
     */
    async ownGstin(trx: Trx, id: number, shopGstin: string): Promise<string | null> {
      return ownSeries((await createOutletsRepository(trx).find(id))?.gstin ?? null, shopGstin);
    },

    /** Whether `id` names an outlet. */
    async exists(id: number): Promise<boolean> {
      return (await repo.find(id)) !== undefined;
    },

    async create(input: OutletFields): Promise<Outlet> {
      const id = await repo.insert(valuesOf(input), nowIso());
      return this.get(id);
    },

    async update(id: number, input: OutletFields): Promise<Outlet> {
      if (!(await repo.update(id, valuesOf(input), nowIso()))) throw notFound(say('outlet.notFound', id));
      return this.get(id);
    },

    /** The open outlets, each marked whether staff who see `scope` work there (the counter's choice of outlet). */
    async forCounter(scope: OutletScope): Promise<CounterOutlet[]> {
      const open = (await this.list()).filter((o) => o.active);
      return open.map((o) => ({ id: o.id, name: o.name, nameHi: o.nameHi, mine: inOutletScope(scope, o.id) }));
    },

    /**
     * The outlet staff work at (a counter shift, a phone order): the one they chose, if it is open and
     * one of theirs (else 400 at `outletId`); none chosen, their first, else the shop's first.
     */
    async staffOutlet(chosen: number | undefined, scope: OutletScope): Promise<number> {
      if (chosen === undefined) return scope?.[0] ?? MAIN_OUTLET_ID;
      const row = await theirs(chosen, scope, 'outletId');
      if (Number(row.active) !== 1) throw fieldError('outletId', OUTLET_MESSAGES.closed);
      return chosen;
    },

    /**
     * An outlet staff act for, open or closed (its stock, a transfer from it): the one they named, if
     * it is ours (else 400 `unknown` at `field`) and theirs (else 400 `notYours`); none named, their
     * first, else the shop's first.
     */
    async theirOutlet(chosen: number | undefined, scope: OutletScope, field = 'outletId'): Promise<number> {
      if (chosen === undefined) return scope?.[0] ?? MAIN_OUTLET_ID;
      await theirs(chosen, scope, field);
      return chosen;
    },

    /** What governs orders at outlet `id`: its own hours, holidays, delivery and GSTIN, else the shop's. */
    async terms(id: number): Promise<OutletTerms> {
      const [row, shop] = await Promise.all([found(id), settings.orderSettings()]);
      return termsOf(row, shop);
    },

    /**
     * What governs an order placed at outlet `id`, over the shop's terms the channel read already;
     * null when there is no such outlet or it closed for good.
     */
    async orderTerms(id: number, shop: ShopFallback): Promise<OutletTerms | null> {
      const row = await repo.find(id);
      return row && Number(row.active) === 1 ? termsOf(row, shop) : null;
    },

    /** The outlets a customer may choose (the active ones), each as it governs orders there. */
    async forCustomers(): Promise<PublicOutlet[]> {
      const rows = (await repo.list()).filter((row) => Number(row.active) === 1);
      if (rows.length === 0) return [];
      const [info, shop] = await Promise.all([settings.shopInfo(), settings.orderSettings()]);
      return rows.map((row) => {
        const outlet = answer(row, info);
        const terms = termsOf(row, shop);
        const own = outlet.openingHours;
        return {
          id: outlet.id,
          name: outlet.name,
          nameHi: outlet.nameHi,
          address: outlet.address,
          phone: outlet.phone,
          pickup: outlet.pickup,
          delivery: {
            enabled: terms.delivery.enabled,
            pincodes: [...terms.delivery.pincodes],
            charge: rupees(terms.delivery.chargePaise),
            freeFrom: terms.delivery.freeFromPaise === null ? null : rupees(terms.delivery.freeFromPaise),
          },
          openingHours: terms.hours,
          openingHoursText: own ? describeHours(own, 'en') : info.openingHoursText,
          openingHoursTextHi: own ? describeHours(own, 'hi') : info.openingHoursTextHi,
          holidays: terms.holidays,
        };
      });
    },
  };
}

export type OutletsService = ReturnType<typeof createOutletsService>;
