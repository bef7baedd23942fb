export * from './counter-messages.js';
export * from './counter-payments.js';
export * from './scale-label.js';
export * from './weight-price.js';
export * from './cash-count.js';
export * from './counter-discounts.js';
export * from './barcode-scan.js';
