import type { ReceiptWidth } from './receipt-width';

/** A shift's Z report page (`/counter/shifts/:id/report`), on the roll given. */
export const zReportPath = (id: number, width: ReceiptWidth = 80) => `/counter/shifts/${id}/report?width=${width}`;

/** A credit note's printable receipt (`/counter/credit-notes/:id`), on the roll given. */
export const creditNotePath = (id: number, width: ReceiptWidth = 80) => `/counter/credit-notes/${id}?width=${width}`;
