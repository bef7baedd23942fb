import { createFreshItems } from '../../lib/live-events/fresh-items-store';

/** Messages that arrived while this tab was open: highlighted on the messages page, counted in the drawer. */
export const newMessages = createFreshItems();
