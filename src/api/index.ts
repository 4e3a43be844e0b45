export * from './client.js';
export * from './errors.js';
export { Transport, parseRetryAfter, type Auth, type HttpMethod, type Query, type TransportOptions } from './http.js';
export * from './schemas/index.js';
