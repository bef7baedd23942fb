// The counter's two pages in one chunk: the index names one file and one list of its parts, not two.
export { CounterPage } from './counter-page';
export { CounterReceiptPage } from './receipt-page';
export { ZReportPage } from './z-report-page';
export { CreditNotePage } from './credit-note-page';
