import { inOutletScope, type OutletScope } from '../../lib/outlet-scope.js';
import {
  DEFAULT_GST_RATE,
  ORDER_CHANNELS,
  ORDER_STATUS,
  ORDER_STEPS,
  ORDER_STEP_LABEL,
  addDays,
  addPaise,
  daysInRange,
  isOrderChannel,
  deliveryGstRate,
  multiplyPaise,
  paise,
  paiseToRupees,
  dateInZone,
  shopClock,
  shopDaysSpan,
  splitInclusiveGst,
  discountsByLine,
  type ProductionList,
  type ReportDay,
  type OrderStep,
  type OrderChannel,
  type OrdersCsvQuery,
  type ReportRange,
  unitInLanguage,
  type RunSheet,
  type SalesReport,
  type TaxSplit,
  groupedChoices,
  readBoxChoices,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { translator } from '../../i18n/server-i18n.js';
import { toCsv } from './csv.js';
import { createReportsRepository, type ReportLineRow, type ReportOrderRow } from './reports.repository.js';

const TOP_ITEMS = 10;
const rupees = (amount: number) => paiseToRupees(paise(amount));
const isCancelled = (order: ReportOrderRow) => order.status === ORDER_STATUS.Cancelled;

/** How an order is fulfilled, for the export: pickup or delivery, and the pincode delivered to. */
export function fulfilmentOf(order: ReportOrderRow): { type: 'pickup' | 'delivery'; pincode: string } {
  return { type: order.fulfilment === 'delivery' ? 'delivery' : 'pickup', pincode: order.delivery_pincode ?? '' };
}

/**
 * An order's taxable value, CGST and SGST as its invoice shows them: each line split at the GST
 * rate it was sold with, and the delivery charge at the rate of the principal supply.
 */
function orderTaxes(order: ReportOrderRow, lines: readonly ReportLineRow[]): TaxSplit {
  const sold = lines.map((l) => ({
    amount: multiplyPaise(paise(Number(l.pricePaise)), Number(l.quantity)),
    gstRate: l.gstRate === null ? DEFAULT_GST_RATE : Number(l.gstRate),
    discount: paise(Number(l.discountPaise)),
  }));
  // A line's own discount, then the rest of the order's in proportion, come off the lines as on the invoice.
  const shares = discountsByLine(paise(Number(order.discount_paise)), sold);
  const splits = sold.map((l, index) => splitInclusiveGst(paise(l.amount - shares[index]!), l.gstRate));
  const charge = paise(Number(order.delivery_charge_paise));
  if (charge > 0) splits.push(splitInclusiveGst(charge, deliveryGstRate(sold)));
  const sum = (pick: (t: TaxSplit) => number) => addPaise(...splits.map((t) => paise(pick(t))));
  return { taxable: sum((t) => t.taxable), cgst: sum((t) => t.cgst), sgst: sum((t) => t.sgst) };
}

/** Where an order was placed; a value the column should never hold counts as the storefront's, as every order before the counter. */
const channelOf = (order: ReportOrderRow): OrderChannel => (isOrderChannel(order.channel) ? order.channel : 'web');

const money = (amount: number) => (amount / 100).toFixed(2);

/**
 * The method an order's takings count under: paid and not refunded, by its method ('online' for a
 * gateway payment whose method is not known yet); null when nothing was taken.
 */
function takingsMethod(order: ReportOrderRow): string | null {
  if (Number(order.paid) !== 1 || order.refund_status === 'refunded') return null;
  return order.payment_method ?? 'online';
}

/** Sums the lines of the orders counted, per product (or per name, for a product deleted since). */
function topItems(lines: readonly ReportLineRow[], counted: ReadonlySet<number>): SalesReport['topItems'] {
  const items = new Map<string, { productId: number | null; name: string; nameHi: string | null; quantity: number; revenuePaise: number }>();
  for (const line of lines) {
    if (!counted.has(line.orderId)) continue;
    const key = line.productId === null ? `name:${line.name}` : `id:${line.productId}`;
    const item = items.get(key) ?? { productId: line.productId, name: line.name, nameHi: null, quantity: 0, revenuePaise: 0 };
    // The Hindi name as last sold, for Hindi pages.
    item.nameHi = line.nameHi ?? item.nameHi;
    item.quantity += line.quantity;
    item.revenuePaise += line.pricePaise * line.quantity;
    items.set(key, item);
  }
  return [...items.values()]
    .sort((a, b) => b.quantity - a.quantity || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name))
    .slice(0, TOP_ITEMS)
    .map((i) => ({
      productId: i.productId,
      name: i.name,
      // Absent, not null, without one: the shape stays as it was for a shop with no Hindi.
      ...(i.nameHi !== null && { nameHi: i.nameHi }),
      quantity: i.quantity,
      revenue: rupees(i.revenuePaise),
    }));
}

/** What the reports need to know of an outlet (the outlets module's answer). */
export interface ReportOutlet {
  id: number;
  name: string;
  nameHi: string | null;
  active: boolean;
}

type OutletFigures = { orders: number; revenuePaise: number; paidPaise: number; cancelled: number };

/**
 * The figures per outlet, by id: every open outlet (zeros included) and any closed one that has
 * orders here. An outlet unknown to the list (none should be) is named by its number.
 */
function figuresByOutlet(outlets: readonly ReportOutlet[], figures: ReadonlyMap<number, OutletFigures>): NonNullable<SalesReport['byOutlet']> {
  const ids = new Set([...outlets.filter((o) => o.active).map((o) => o.id), ...figures.keys()]);
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => {
      const outlet = outlets.find((o) => o.id === id);
      const f = figures.get(id) ?? { orders: 0, revenuePaise: 0, paidPaise: 0, cancelled: 0 };
      return {
        outletId: id,
        name: outlet?.name ?? `#${id}`,
        nameHi: outlet?.nameHi ?? null,
        orders: f.orders,
        revenue: rupees(f.revenuePaise),
        paidRevenue: rupees(f.paidPaise),
        unpaidRevenue: rupees(f.revenuePaise - f.paidPaise),
        averageOrderValue: f.orders === 0 ? 0 : rupees(Math.round(f.revenuePaise / f.orders)),
        cancelled: f.cancelled,
      };
    });
}

/**
 * Sales figures and the order export over shop days. The orders of a range are read once, bounded
 * by the range's UTC span, and grouped into shop days and hours here: the same code on SQLite and
 * PostgreSQL, and a shop's range holds few enough orders for that.
 */
type ProductionItem = ProductionList['items'][number];

/** Sorted as the kitchen reads them: by name, then pack (500 g before 1 kg). */
const byNameAndPack = (a: ProductionItem, b: ProductionItem) =>
  a.name.localeCompare(b.name) || a.variant.localeCompare(b.variant, undefined, { numeric: true });

/** The packs of several slots added up per item and pack: an order is in one slot, so its counts add up too. */
function addedUp(rows: readonly ProductionItem[]): ProductionItem[] {
  const items = new Map<string, ProductionItem>();
  for (const row of rows) {
    const key = JSON.stringify([row.productId, row.name, row.variant]);
    const item = items.get(key);
    if (!item) items.set(key, { ...row });
    else {
      item.quantity += row.quantity;
      item.orders += row.orders;
      if (item.nameHi === undefined && row.nameHi !== undefined) item.nameHi = row.nameHi;
    }
  }
  return [...items.values()].sort(byNameAndPack);
}

/**
 * `timeZone` is read at each call: staff may change it in the settings. `slotsToday` gives today's
 * slots with their places left (the slots module), `clock` what day today is.
 */
export function createReportsService(
  db: Kysely<Database>,
  {
    timeZone: currentTimeZone,
    slotsToday = async () => [],
    outlets = async () => [],
    clock = systemClock,
  }: {
    timeZone: () => Promise<string>;
    slotsToday?: () => Promise<NonNullable<SalesReport['slotsToday']>>;
    /** The shop's outlets, for the figures per outlet. */
    outlets?: () => Promise<ReportOutlet[]>;
    clock?: Clock;
  },
) {
  const repo = createReportsRepository(db);

  /** Orders placed today (at the scope's outlets) in each hour, every channel, not cancelled. */
  const ordersPerHourToday = async (timeZone: string, scope: OutletScope): Promise<NonNullable<SalesReport['ordersPerHour']>> => {
    const today = dateInZone(clock(), timeZone);
    const { start, end } = shopDaysSpan(today, today, timeZone);
    const perHour = Array.from({ length: 24 }, () => 0);
    for (const at of await repo.placedTimesBetween(start, end, scope)) perHour[shopClock(new Date(at), timeZone).hour]!++;
    return perHour.map((orders, hour) => ({ hour, orders }));
  };

  return {
    timeZone: currentTimeZone,

    outlets,

    /**
     * The figures of a range, in all and per outlet. `scope` keeps to those outlets' orders, their
     * ratings, today's hours and today's slots (staff limited to them; an outlet's own end-of-day summary).
     */
    async sales({ from, to }: ReportRange, scope: OutletScope = null): Promise<SalesReport> {
      const timeZone = await currentTimeZone();
      const { start, end } = shopDaysSpan(from, to, timeZone);
      const [orders, lines, ratings, ordersPerHour, slotsOfToday, outletList] = await Promise.all([
        repo.listOrdersPlacedBetween(start, end, scope),
        repo.listLinesOfOrdersPlacedBetween(start, end, scope),
        repo.ratingsBetween(start, end, scope),
        ordersPerHourToday(timeZone, scope),
        slotsToday(),
        outlets(),
      ]);
      const byOutlet = new Map<number, OutletFigures>();
      const byDay = new Map<string, { orders: number; revenuePaise: number }>();
      for (let i = 0; i < daysInRange(from, to); i++) byDay.set(addDays(from, i), { orders: 0, revenuePaise: 0 });
      const byHour = Array.from({ length: 24 }, () => 0);
      const counted = new Set<number>();
      let revenuePaise = 0;
      let paidPaise = 0;
      let discountPaise = 0;
      let cancelled = 0;
      const byStatus = Object.fromEntries(ORDER_STEPS.map((step) => [step, 0])) as Record<OrderStep, number>;
      const byMethod = new Map<string, { orders: number; revenuePaise: number }>();
      // One set of books: the storefront's, the counter's and the phone's orders side by side.
      const byChannel = new Map<OrderChannel, { orders: number; revenuePaise: number }>(ORDER_CHANNELS.map((c) => [c, { orders: 0, revenuePaise: 0 }]));
      for (const order of orders) {
        byStatus[order.step as OrderStep]++;
        const outlet = byOutlet.get(Number(order.outlet_id)) ?? { orders: 0, revenuePaise: 0, paidPaise: 0, cancelled: 0 };
        byOutlet.set(Number(order.outlet_id), outlet);
        if (isCancelled(order)) {
          cancelled++;
          outlet.cancelled++;
          continue;
        }
        outlet.orders++;
        outlet.revenuePaise += order.total_paise;
        if (Number(order.paid) === 1) outlet.paidPaise += order.total_paise;
        const taken = takingsMethod(order);
        if (taken) {
          const m = byMethod.get(taken) ?? { orders: 0, revenuePaise: 0 };
          m.orders++;
          m.revenuePaise += order.total_paise;
          byMethod.set(taken, m);
        }
        counted.add(order.id);
        const channel = byChannel.get(channelOf(order))!;
        channel.orders++;
        channel.revenuePaise += order.total_paise;
        revenuePaise += order.total_paise;
        if (Number(order.paid) === 1) paidPaise += order.total_paise;
        discountPaise += Number(order.discount_paise);
        const clock = shopClock(new Date(order.created_at), timeZone);
        const day = byDay.get(clock.date);
        if (day) {
          day.orders++;
          day.revenuePaise += order.total_paise;
        }
        byHour[clock.hour]!++;
      }
      return {
        from,
        to,
        timeZone,
        orders: counted.size,
        revenue: rupees(revenuePaise),
        paidRevenue: rupees(paidPaise),
        unpaidRevenue: rupees(revenuePaise - paidPaise),
        averageOrderValue: counted.size === 0 ? 0 : rupees(Math.round(revenuePaise / counted.size)),
        cancelled,
        byStatus,
        discounts: rupees(discountPaise),
        byDay: [...byDay].map(([date, d]) => ({ date, orders: d.orders, revenue: rupees(d.revenuePaise) })),
        byHour: byHour.map((n, hour) => ({ hour, orders: n })),
        topItems: topItems(lines, counted),
        rating: {
          average: ratings.count === 0 ? null : Math.round((ratings.stars / ratings.count) * 10) / 10,
          count: ratings.count,
        },
        byMethod: [...byMethod]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([method, m]) => ({ method, orders: m.orders, revenue: rupees(m.revenuePaise) })),
        byChannel: [...byChannel].map(([channel, c]) => ({ channel, orders: c.orders, revenue: rupees(c.revenuePaise) })),
        byOutlet: figuresByOutlet(outletList.filter((o) => inOutletScope(scope, o.id)), byOutlet),
        ordersPerHour,
        slotsToday: slotsOfToday.filter((slot) => inOutletScope(scope, slot.outletId)),
      };
    },

    /**
     * Every order of the range (of the scope's outlets), oldest first, one row each, as a spreadsheet
     * opens it; headers and words in `lang`.
     */
    async ordersCsv({ from, to, lang = 'en' }: OrdersCsvQuery, scope: OutletScope = null): Promise<string> {
      const t = translator(lang, 'exports');
      const timeZone = await currentTimeZone();
      const { start, end } = shopDaysSpan(from, to, timeZone);
      const [orders, lines, outletList] = await Promise.all([
        repo.listOrdersPlacedBetween(start, end, scope),
        repo.listLinesOfOrdersPlacedBetween(start, end, scope),
        outlets(),
      ]);
      // A shop of one outlet gets its sheet as before; with several, each row says where it was taken.
      const outletName = (id: number) => {
        const outlet = outletList.find((o) => o.id === id);
        return outlet ? (lang === 'hi' && outlet.nameHi) || outlet.name : `#${id}`;
      };
      // Several: more than one open, or orders of the range taken at more than one (a closed one's too).
      const severalOutlets = new Set([...outletList.filter((o) => o.active).map((o) => o.id), ...orders.map((o) => Number(o.outlet_id))]).size > 1;
      const linesOf = new Map<number, ReportLineRow[]>();
      for (const l of lines) {
        const list = linesOf.get(l.orderId) ?? [];
        list.push(l);
        linesOf.set(l.orderId, list);
      }
      const header = [
        'id',
        'date',
        'time',
        'customer',
        'mobile',
        'status',
        'payment',
        'fulfilment',
        'pincode',
        'items',
        'offerCode',
        'discount',
        'total',
        'invoice',
        'taxable',
        'cgst',
        'sgst',
        'deliveryCharge',
        'address',
        'paymentMethod',
        'paymentReference',
        'refund',
        // Last, so a sheet read by column position before the counter still reads.
        'channel',
        ...(severalOutlets ? ['outlet'] : []),
      ].map((key) => t(`orders.header.${key}`));
      // A stored word the sheet has no words for (an old value) is written as stored.
      const word = (key: string, stored: string) => (stored && t(key, { defaultValue: '' })) || stored;
      const rows = orders.map((o) => {
        const clock = shopClock(new Date(o.created_at), timeZone);
        const fulfilment = fulfilmentOf(o);
        const orderLines = linesOf.get(o.id) ?? [];
        const taxes = orderTaxes(o, orderLines);
        return [
          o.id,
          clock.date,
          `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`,
          o.customer_name,
          o.customer_mobile,
          o.step in ORDER_STEP_LABEL ? t(`steps.${o.step as OrderStep}`) : o.step,
          t(o.paid ? 'orders.paid' : 'orders.unpaid'),
          t(`orders.fulfilment.${fulfilment.type}`),
          fulfilment.pincode,
          orderLines.map((l) => `${l.name} ${unitInLanguage(l.variant, lang)} × ${l.quantity}`).join('; '),
          o.offer_code ?? '',
          money(Number(o.discount_paise)),
          money(o.total_paise),
          o.invoice_number ?? '',
          money(taxes.taxable),
          money(taxes.cgst),
          money(taxes.sgst),
          money(Number(o.delivery_charge_paise)),
          o.delivery_address ?? '',
          o.paid ? (o.payment_method ? word(`methods.${o.payment_method}`, o.payment_method) : t('orders.online')) : '',
          o.payment_reference ?? '',
          o.refund_status ? word(`orders.refund.${o.refund_status}`, o.refund_status) : '',
          t(`orders.channel.${channelOf(o)}`),
          ...(severalOutlets ? [outletName(Number(o.outlet_id))] : []),
        ];
      });
      return toCsv(header, rows);
    },

    /**
     * The kitchen's list: packs to make per item and variant over the open orders due on the day, in
     * all and by slot (slots in time order, then the orders without one).
     */
    async production({ date }: ReportDay, scope: OutletScope = null): Promise<ProductionList> {
      const timeZone = await currentTimeZone();
      const span = shopDaysSpan(date, date, timeZone);
      const [rows, counts, boxes] = await Promise.all([
        repo.sumOpenLinesDueOn(date, span, scope),
        repo.countOpenDueOn(date, span, scope),
        repo.openBoxLinesDueOn(date, span, scope),
      ]);
      const bySlot = new Map<string | null, ProductionItem[]>([...counts.keys()].map((slot) => [slot, []]));
      for (const { slot, ...item } of rows) {
        const list = bySlot.get(slot);
        if (list) list.push(item);
        else bySlot.set(slot, [item]);
      }
      const slotOrder = [...bySlot.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
      return {
        date,
        timeZone,
        orders: [...counts.values()].reduce((sum, n) => sum + n, 0),
        items: withBoxContents(addedUp(rows.map(({ slot: _slot, ...item }) => item)), boxes),
        slots: slotOrder.map((slot) => ({
          slot,
          orders: counts.get(slot) ?? 0,
          items: withBoxContents(
            [...bySlot.get(slot)!].sort(byNameAndPack),
            boxes.filter((box) => box.slot === slot),
          ),
        })),
      };
    },

    /** The rider's sheet: the open delivery orders due on the day, by pincode, with what to collect at each door. */
    async runSheet({ date }: ReportDay, scope: OutletScope = null): Promise<RunSheet> {
      const timeZone = await currentTimeZone();
      const rows = await repo.listOpenDeliveriesDueOn(date, shopDaysSpan(date, date, timeZone), scope);
      const pincodes = new Map<string, { toCollectPaise: number; orders: RunSheet['pincodes'][number]['orders'] }>();
      let toCollectPaise = 0;
      for (const o of rows) {
        const paid = Number(o.paid) === 1;
        const collect = paid ? 0 : Number(o.total_paise);
        toCollectPaise += collect;
        const pincode = o.delivery_pincode ?? '';
        const group = pincodes.get(pincode) ?? { toCollectPaise: 0, orders: [] };
        group.toCollectPaise += collect;
        group.orders.push({
          id: o.id,
          customerName: o.customer_name,
          customerMobile: o.customer_mobile,
          address: o.delivery_address ?? '',
          pincode,
          ...(o.preferred_date !== null && { preferredDate: o.preferred_date }),
          slot: o.slot,
          total: rupees(Number(o.total_paise)),
          paid,
          toCollect: rupees(collect),
        });
        pincodes.set(pincode, group);
      }
      return {
        date,
        timeZone,
        orders: rows.length,
        toCollect: rupees(toCollectPaise),
        pincodes: [...pincodes].map(([pincode, g]) => ({ pincode, toCollect: rupees(g.toCollectPaise), orders: g.orders })),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

type BoxLine = { productId: number | null; name: string; variant: string; quantity: number; choices: string | null; slot?: string | null };

/**
 * Each gift box row of the kitchen's list with the portions to pack into its boxes, summed over them
 * (a sweet chosen twice in a box of which 3 are ordered is 6 portions). The sweets' own rows stay
 * what was ordered of them alone: a box's portions are listed under the box, where they are packed.
 */
function withBoxContents(items: readonly Omit<ProductionItem, 'contents'>[], boxes: readonly BoxLine[]): ProductionItem[] {
  const rowKey = (r: { productId: number | null; name: string; variant: string }) => JSON.stringify([r.productId, r.name, r.variant]);
  const contents = new Map<string, Map<string, NonNullable<ProductionItem['contents']>[number]>>();
  for (const line of boxes) {
    const pieces = contents.get(rowKey(line)) ?? new Map();
    contents.set(rowKey(line), pieces);
    for (const { choice, count } of groupedChoices(readBoxChoices(line.choices) ?? [])) {
      const key = JSON.stringify([choice.productId, choice.name, choice.portion]);
      const seen = pieces.get(key);
      if (seen) seen.quantity += count * Number(line.quantity);
      else pieces.set(key, { productId: choice.productId, name: choice.name, ...(choice.nameHi && { nameHi: choice.nameHi }), portion: choice.portion, quantity: count * Number(line.quantity) });
    }
  }
  return items.map((item) => {
    const pieces = contents.get(rowKey(item));
    return pieces ? { ...item, contents: [...pieces.values()].sort((a, b) => a.name.localeCompare(b.name)) } : item;
  });
}
