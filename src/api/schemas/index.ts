export * from './common.js';
export * from './catalog.js';
export * from './product.js';
export * from './content.js';
export * from './cart.js';
export * from './auth.js';
export * from './order.js';
