export * from './money.js';
export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './cart.js';
export * from './schemas.js';
export * from './order-rules.js';
export * from './api-types.js';
