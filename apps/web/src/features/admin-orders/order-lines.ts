import { formatRupees, linePaise, rupeesToPaise, type AdminOrder } from '@halwai/domain';

type OrderItem = AdminOrder['items'][number];

/** "2 × Kaju Katli (500 g)". */
export const describeItem = (item: OrderItem) => `${item.quantity} × ${item.name}${item.variant ? ` (${item.variant})` : ''}`;

/** What a line costs: its unit price (rupees) times the quantity, counted in paise. */
export const formatLineAmount = (item: OrderItem) => formatRupees(linePaise(item));

export const formatUnitPrice = (item: OrderItem) => formatRupees(rupeesToPaise(item.price));

/** How many pieces or packs the order holds in all. */
export const itemCount = (order: AdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);
