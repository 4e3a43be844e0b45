/**
 * The path segments of `GET /me/contents/{type}/{status}` and `GET /me/content-counts/{type}`
 * (spec: docs/spec/storefront-api.md, "My contents"). Apart from the buyer reader
 * (./readers/buyer.ts), which the client loads on first use: `<shop-my-contents>` checks its
 * attributes against these lists, and a static import of the reader would tie the reader to that
 * element's CDN chunk (the order and content viewer pages would download it).
 */

/** Type path segment of `/me/contents/{type}/{status}` and `/me/content-counts/{type}`. */
export type MyContentType = 'all' | 'vod' | 'live' | 'offline' | 'digital_content' | 'membership';
/** Every {@link MyContentType}, in the order `<shop-my-contents>` shows its tabs. */
export const MY_CONTENT_TYPES: readonly MyContentType[] = ['all', 'vod', 'live', 'offline', 'digital_content', 'membership'];
/** Learning status segment: `pending` (not started), `processing`, `completed`, or `all`. */
export type MyContentStatus = 'all' | 'pending' | 'processing' | 'completed';
/** Every {@link MyContentStatus}, in the order `<shop-my-contents>` shows its tabs. */
export const MY_CONTENT_STATUSES: readonly MyContentStatus[] = ['all', 'pending', 'processing', 'completed'];
