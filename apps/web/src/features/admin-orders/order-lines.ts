import { formatRupees, inLanguage, linePaise, rupeesToPaise, type AdminOrder, type Language } from '@halwai/domain';

type OrderItem = AdminOrder['items'][number];

/**
 * A line's name as staff read it: in the page's language, the Hindi where the line has one (as the
 * storefront shows it), else the English. An English page reads exactly as before.
 */
export const itemName = (item: OrderItem, language: Language) => inLanguage(language, item.name, item.nameHi);

/** "2 × Kaju Katli (500 g)"; on a Hindi page "2 × काजू कतली (500 g)". */
export const describeItem = (item: OrderItem, language: Language = 'en') =>
  `${item.quantity} × ${itemName(item, language)}${item.variant ? ` (${item.variant})` : ''}`;

/** What a line costs: its unit price (rupees) times the quantity, counted in paise. */
export const formatLineAmount = (item: OrderItem) => formatRupees(linePaise(item));

export const formatUnitPrice = (item: OrderItem) => formatRupees(rupeesToPaise(item.price));

/** How many pieces or packs the order holds in all. */
export const itemCount = (order: AdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);
