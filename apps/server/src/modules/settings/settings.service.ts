import {
  cartReminderSettingsSchema,
  DEFAULT_CART_REMINDER_SETTINGS,
  type CartReminderSettings,
  DEFAULT_COUNTER_SETTINGS,
  counterSettingsSchema,
  type CounterSettings,
  SETTINGS_MESSAGES,
  DELIVERY_MESSAGES,
  DEFAULT_CLOSING_TIME,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  MIN_ORDER_VALUE,
  SHOP_HOURS,
  type Language,
  describeHours,
  type OpeningSpan,
  type OrdersWhenClosed,
  paise,
  paiseToRupees,
  rupeesToPaise,
  customerMessageSettingsSchema,
  defaultCustomerMessageSettings,
  type CustomerMessageSettings,
  type DeliveryTerms,
  type Paise,
  type ShopInfo,
  type ShopSettings,
  type SlotSettings,
  NO_SLOTS,
  daySlotsSchema,
  dateInZone,
  hasSlots,
  slotOverridesSchema,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, ShopSettingsRow } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso, systemClock, type Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/problems.js';
import { readStoredJson } from '../../lib/stored-json.js';
import { createSettingsRepository, type SettingsValues } from './settings.repository.js';

export const DEFAULT_INVOICE_PREFIX = 'HW';

const rupees = (amount: number) => paiseToRupees(paise(Number(amount)));

/** The stored pattern list; a damaged value reads as "nowhere" rather than failing every order. */
function readPincodes(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored message settings; none stored yet, or a damaged value, reads as the defaults. */
const readCustomerMessages = (json: string): CustomerMessageSettings =>
  json ? readStoredJson(json, customerMessageSettingsSchema, defaultCustomerMessageSettings()) : defaultCustomerMessageSettings();
/** A JSON list as stored; a damaged value reads as `fallback`. */
function readJsonList<T>(json: string | null, keep: (item: unknown) => item is T): T[] | null {
  if (json === null) return null;
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter(keep) : null;
  } catch {
    return null;
  }
}
const isSpan = (item: unknown): item is OpeningSpan =>
  typeof item === 'object' && item !== null && typeof (item as OpeningSpan).day === 'number' && typeof (item as OpeningSpan).open === 'string' && typeof (item as OpeningSpan).close === 'string';
const isText = (item: unknown): item is string => typeof item === 'string';

/** The hours (null: never set), holidays and closed-order policy a settings row holds. */
/** The stored counter settings, each missing or unreadable field at its default. */
const readCounterSettings = (json: string | null): CounterSettings => readStoredJson(json, counterSettingsSchema, DEFAULT_COUNTER_SETTINGS);

/** The owner's slots as stored; none stored, or a damaged value, reads as none. */
function slotsOf(row: Pick<ShopSettingsRow, 'slots' | 'slot_overrides'>): SlotSettings {
  return { slots: readStoredJson(row.slots, daySlotsSchema, NO_SLOTS.slots), slotOverrides: readStoredJson(row.slot_overrides, slotOverridesSchema, {}) };
}

/** The dates of their own from today on, in date order: a past date's slots are of no more use. */
function keptOverrides(overrides: SlotSettings['slotOverrides'], today: string): string {
  return JSON.stringify(Object.fromEntries(Object.entries(overrides).filter(([date]) => date >= today).sort(([a], [b]) => a.localeCompare(b))));
}

/** The stored cart reminder settings; none stored, or unreadable, is the defaults (off). */
const readCartReminderSettings = (json: string | null): CartReminderSettings =>
  readStoredJson(json, cartReminderSettingsSchema, DEFAULT_CART_REMINDER_SETTINGS);

/** Whether a customer can be sent the cart reminder: the owner turned it on, and WhatsApp or SMS has its template. */
function cartRemindersOffered(row: ShopSettingsRow, phone: { whatsapp: boolean; sms: boolean }): boolean {
  if (!readCartReminderSettings(row.cart_reminder).enabled) return false;
  const step = readCustomerMessages(row.customer_messages).steps.cart_reminder;
  return step.send && ((phone.whatsapp && step.whatsappTemplate !== '') || (phone.sms && step.smsTemplateId !== ''));
}

function hoursOf(row: ShopSettingsRow): { hours: OpeningSpan[] | null; holidays: string[]; ordersWhenClosed: OrdersWhenClosed } {
  return {
    hours: readJsonList(row.opening_hours_json, isSpan),
    holidays: readJsonList(row.holidays, isText) ?? [],
    ordersWhenClosed: row.orders_when_closed === 'refuse' ? 'refuse' : 'next-open',
  };
}

/** The hours in words: from the list when set, else the text the owner wrote before hours were a list. */
/** The built-in hours line (`SHOP_HOURS`) as a list, so it can be said in Hindi too. */
const BUILT_IN_HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' }));

/** The hours in words, in `language`: from the list when the owner set one; the owner's own free text (from before hours were a list) as written. */
const hoursText = (row: ShopSettingsRow, language: Language = 'en') => {
  const { hours } = hoursOf(row);
  if (hours) return describeHours(hours, language);
  if (language !== 'en' && row.opening_hours === SHOP_HOURS) return describeHours(BUILT_IN_HOURS, language);
  return row.opening_hours;
};

function deliveryTermsOf(row: ShopSettingsRow): DeliveryTerms {
  return {
    enabled: Number(row.delivery_enabled) === 1,
    pincodes: readPincodes(row.delivery_pincodes),
    chargePaise: paise(Number(row.delivery_charge_paise)),
    freeFromPaise: row.free_delivery_from_paise === null ? null : paise(Number(row.free_delivery_from_paise)),
  };
}
export const UNKNOWN_CATEGORY = SETTINGS_MESSAGES.unknownCategory;

/** What the environment says about the shop; used only when the database has no settings yet. */
export interface SettingsSeed {
  name: string;
  phone: string;
  address: string;
  /** IANA zone the shop counts its days in; staff may change it later. */
  timeZone: string;
}

/**
 * The owner's shop settings. Every read goes to the database (one small row), so a change made on
 * one server instance is what every instance answers next.
 */
/**
 * `customerSignIn`: whether a channel can send customers sign-in codes (the storefront offers it then);
 * `phoneChannels`: which of WhatsApp and SMS the server can send customer messages on;
 * `clock`: what day it is when past dates of slots are dropped on save.
 */
export function createSettingsService(
  db: Kysely<Database>,
  {
    customerSignIn = false,
    phoneChannels = { whatsapp: false, sms: false },
    clock = systemClock,
  }: { customerSignIn?: boolean; phoneChannels?: { whatsapp: boolean; sms: boolean }; clock?: Clock } = {},
) {
  const repo = createSettingsRepository(db);

  const current = async (): Promise<ShopSettingsRow> => {
    const row = await repo.find();
    if (!row) throw new Error('shop settings are missing: ensureSeeded runs at startup');
    return row;
  };

  return {
    /** On the first start, the SHOP_* values and the defaults become the stored settings. */
    async ensureSeeded({ timeZone, ...seed }: SettingsSeed): Promise<void> {
      await repo.insertIfMissing({
        ...seed,
        opening_hours: SHOP_HOURS,
        gstin: '',
        fssai: '',
        upi_id: '',
        upi_payee: '',
        min_order_paise: MIN_ORDER_VALUE,
        invoice_prefix: DEFAULT_INVOICE_PREFIX,
        closing_time: DEFAULT_CLOSING_TIME,
        updated_at: nowIso(),
        delivery_enabled: 0,
        delivery_pincodes: '[]',
        delivery_charge_paise: 0,
        free_delivery_from_paise: null,
        time_zone: timeZone,
        customer_messages: '',
        opening_hours_json: null,
        holidays: '[]',
        orders_when_closed: 'next-open',
        counter: null,
        slots: null,
        slot_overrides: null,
        cart_reminder: null,
      });
    },

    async settings(): Promise<ShopSettings> {
      const [row, taxes] = await Promise.all([current(), repo.listCategoryTax()]);
      return {
        name: row.name,
        phone: row.phone,
        address: row.address,
        openingHours: hoursOf(row).hours,
        holidays: hoursOf(row).holidays,
        ordersWhenClosed: hoursOf(row).ordersWhenClosed,
        gstin: row.gstin,
        fssai: row.fssai,
        upiId: row.upi_id,
        upiPayee: row.upi_payee,
        minimumOrder: paiseToRupees(paise(Number(row.min_order_paise))),
        invoicePrefix: row.invoice_prefix,
        deliveryEnabled: Number(row.delivery_enabled) === 1,
        deliveryPincodes: readPincodes(row.delivery_pincodes),
        deliveryCharge: rupees(row.delivery_charge_paise),
        freeDeliveryFrom: row.free_delivery_from_paise === null ? null : rupees(row.free_delivery_from_paise),
        timeZone: row.time_zone,
        closingTime: row.closing_time,
        customerMessages: readCustomerMessages(row.customer_messages),
        counter: readCounterSettings(row.counter),
        ...slotsOf(row),
        cartReminder: readCartReminderSettings(row.cart_reminder),
        categories: taxes.map((t) => ({
          categoryId: t.categoryId,
          name: t.name,
          ...(t.nameHi && { nameHi: t.nameHi }),
          hsn: t.hsn ?? DEFAULT_HSN,
          gstRate: t.gstRate ?? DEFAULT_GST_RATE,
        })),
      };
    },

    /** The storefront's view: identity, minimum order and UPI details; nothing private. */
    async shopInfo(): Promise<ShopInfo> {
      const [row, outlets] = await Promise.all([current(), repo.countActiveOutlets()]);
      return {
        name: row.name,
        phone: row.phone,
        address: row.address,
        openingHours: hoursOf(row).hours,
        openingHoursText: hoursText(row),
        openingHoursTextHi: hoursText(row, 'hi'),
        holidays: hoursOf(row).holidays,
        ordersWhenClosed: hoursOf(row).ordersWhenClosed,
        gstin: row.gstin,
        fssai: row.fssai,
        upiId: row.upi_id,
        upiPayee: row.upi_payee,
        minimumOrder: paiseToRupees(paise(Number(row.min_order_paise))),
        delivery: {
          enabled: Number(row.delivery_enabled) === 1,
          pincodes: readPincodes(row.delivery_pincodes),
          charge: rupees(row.delivery_charge_paise),
          freeFrom: row.free_delivery_from_paise === null ? null : rupees(row.free_delivery_from_paise),
        },
        timeZone: row.time_zone,
        customerSignIn,
        slots: { pickup: hasSlots('pickup', slotsOf(row)), delivery: hasSlots('delivery', slotsOf(row)) },
        cartReminder: cartRemindersOffered(row, phoneChannels),
        // Only a shop with a choice says so: a shop with one outlet answers as before outlets.
        ...(outlets > 1 && { outlets }),
      };
    },

    /** The cart reminder's switch and delay, and whether a customer can be sent it now (see `cartRemindersOffered`). */
    async cartReminder(trx?: Trx): Promise<CartReminderSettings & { offered: boolean }> {
      const row = trx ? await createSettingsRepository(trx).find() : await repo.find();
      if (!row) throw new Error('shop settings are missing: ensureSeeded runs at startup');
      return { ...readCartReminderSettings(row.cart_reminder), offered: cartRemindersOffered(row, phoneChannels) };
    },

    /** When the end-of-day summary goes out: HH:MM in the shop's time zone. */
    async closingTime(): Promise<string> {
      return (await current()).closing_time;
    },

    async shopName(): Promise<string> {
      return (await current()).name;
    },

    /**
     * What the customer is told at each step, and the shop's name the texts carry. Inside a
     * transaction, read through it: a second connection wanted while holding one can run the pool dry.
     */
    async customerMessages(trx?: Trx): Promise<CustomerMessageSettings & { shopName: string }> {
      const row = trx ? await createSettingsRepository(trx).find() : await repo.find();
      if (!row) throw new Error('shop settings are missing: ensureSeeded runs at startup');
      return { ...readCustomerMessages(row.customer_messages), shopName: row.name };
    },

    /** What placing an order needs, read before its transaction opens. */
    async orderSettings(): Promise<{
      name: string;
      gstin: string;
      minimumOrder: Paise;
      invoicePrefix: string;
      delivery: DeliveryTerms;
      timeZone: string;
      hours: ReturnType<typeof hoursOf>;
      counter: CounterSettings;
      slots: SlotSettings;
    }> {
      const row = await current();
      return {
        name: row.name,
        gstin: row.gstin,
        minimumOrder: paise(Number(row.min_order_paise)),
        invoicePrefix: row.invoice_prefix,
        delivery: deliveryTermsOf(row),
        timeZone: row.time_zone,
        hours: hoursOf(row),
        counter: readCounterSettings(row.counter),
        slots: slotsOf(row),
      };
    },

    /** The counter's settings (the defaults until the owner saves some). */
    async counterSettings(): Promise<CounterSettings> {
      return readCounterSettings((await current()).counter);
    },

    /** The shop's time zone, for counting days (order filters, preferred dates). */
    async timeZone(): Promise<string> {
      return (await current()).time_zone;
    },

    /** Saves everything at once; a category that is gone refuses the whole save (400, naming the row). */
    async update(input: ShopSettings): Promise<ShopSettings> {
      await inTransaction(db, async (trx) => {
        const repo = createSettingsRepository(trx);
        const known = new Set((await repo.listCategoryTax()).map((t) => t.categoryId));
        // Delivery fields left out of the save keep what is stored.
        const stored = await repo.find();
        if (!stored) throw new Error('shop settings are missing: ensureSeeded runs at startup');
        input.categories.forEach((c, index) => {
          if (!known.has(c.categoryId)) throw badRequest(UNKNOWN_CATEGORY, { [`categories.${index}.categoryId`]: [UNKNOWN_CATEGORY] });
        });
        const values: SettingsValues = {
          name: input.name,
          phone: input.phone,
          address: input.address,
          // Text from an older client is the hours in words; a list (or null: never set) governs ordering.
          opening_hours: typeof input.openingHours === 'string' ? input.openingHours : stored.opening_hours,
          opening_hours_json:
            input.openingHours === undefined || typeof input.openingHours === 'string'
              ? stored.opening_hours_json
              : input.openingHours === null
                ? null
                : JSON.stringify(input.openingHours.map(({ day, open, close }) => ({ day, open, close }))),
          holidays: input.holidays === undefined ? stored.holidays : JSON.stringify([...new Set(input.holidays)].sort()),
          orders_when_closed: input.ordersWhenClosed ?? stored.orders_when_closed,
          counter: input.counter === undefined ? stored.counter : JSON.stringify(input.counter),
          cart_reminder: input.cartReminder === undefined ? stored.cart_reminder : JSON.stringify(input.cartReminder),
          gstin: input.gstin,
          fssai: input.fssai,
          upi_id: input.upiId,
          upi_payee: input.upiPayee,
          min_order_paise: rupeesToPaise(input.minimumOrder),
          invoice_prefix: input.invoicePrefix,
          closing_time: input.closingTime,
          updated_at: nowIso(),
          delivery_enabled: input.deliveryEnabled === undefined ? Number(stored.delivery_enabled) : input.deliveryEnabled ? 1 : 0,
          delivery_pincodes:
            input.deliveryPincodes === undefined ? stored.delivery_pincodes : JSON.stringify([...new Set(input.deliveryPincodes)]),
          delivery_charge_paise: input.deliveryCharge === undefined ? Number(stored.delivery_charge_paise) : rupeesToPaise(input.deliveryCharge),
          free_delivery_from_paise:
            input.freeDeliveryFrom === undefined
              ? stored.free_delivery_from_paise
              : input.freeDeliveryFrom === null
                ? null
                : rupeesToPaise(input.freeDeliveryFrom),
          time_zone: input.timeZone ?? stored.time_zone,
          customer_messages: input.customerMessages === undefined ? stored.customer_messages : JSON.stringify(input.customerMessages),
          slots: input.slots === undefined ? stored.slots : JSON.stringify(input.slots),
          slot_overrides:
            input.slotOverrides === undefined
              ? stored.slot_overrides
              : keptOverrides(input.slotOverrides, dateInZone(clock(), input.timeZone ?? stored.time_zone)),
        };
        if (values.delivery_enabled === 1 && readPincodes(values.delivery_pincodes).length === 0)
          throw badRequest(DELIVERY_MESSAGES.pincodesNeeded, { deliveryPincodes: [DELIVERY_MESSAGES.pincodesNeeded] });
        await repo.update(values);
        for (const c of input.categories) await repo.upsertCategoryTax(c.categoryId, c.hsn, c.gstRate);
      });
      return this.settings();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
