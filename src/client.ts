/**
 * `shop-elements/client`: the storefront API client alone, for scripts and server code that talk
 * to the platform without any element. Side-effect free: importing it defines no element and
 * pulls in no Lit code.
 *
 * Spec: docs/spec/storefront-api.md (every endpoint; values normalized as "Value conventions" and
 * "Versioning" say). Errors: every method rejects with a {@link StorefrontError} (or the
 * `AbortError` of the caller's signal).
 */
export * from './api/index.js';
