/** Where an order is placed: the storefront, the shop's counter, or a caller's order staff key in. */
export const ORDER_CHANNELS = ['web', 'counter', 'phone'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const isOrderChannel = (value: unknown): value is OrderChannel => ORDER_CHANNELS.includes(value as OrderChannel);
