import { createFreshItems } from '../../lib/live-events/fresh-items-store';

/** Orders placed while this tab was open: highlighted on the orders page, counted in the drawer. */
export const newOrders = createFreshItems();
