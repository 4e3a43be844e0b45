/**
 * The one import of the browser tests: every test gets a fresh sandbox site (its own carts, buyers
 * and orders) and mounts real elements against it. Nothing here stubs `fetch`.
 *
 * The helpers live in ./support/, one file per concern; this file gathers them (and defines every
 * element, and sets axe up) so that a test needs one import line:
 *
 * - support/sandbox.ts: sites, buyer tokens, recorded requests, faults, `settled`;
 * - support/mount-shop.ts: `mountShop` (a storefront around the elements), `fillCart`;
 * - support/waiting.ts: `until`, `untilAsync`, `nextTask`, `sellerHtmlSettled`;
 * - support/dom.ts: `$`, `$$`, `textOf`, `shadowOf`, `type`, `radio`;
 * - support/events.ts: `expectEvent`, `expectNoEvent`, `listen`;
 * - support/console.ts: `expectConsoleOnce`, `expectNoConsole`, `consoleDuring`;
 * - support/accessibility.ts: axe with every WCAG A/AA rule, `announcedNames`;
 * - support/input.ts: `sendKeys`, `viewport`.
 *
 * @example
 * import { expectEvent, mountShop, newSite, $ } from './helpers.js';
 *
 * const sf = await mountShop(await newSite(), html`<shop-add-to-cart product-id="110"></shop-add-to-cart>`);
 * const el = sf.querySelector('shop-add-to-cart')!;
 * const added = await expectEvent(el, 'shop-cart-add', () => $<HTMLButtonElement>(el, 'button')!.click());
 */
export * from './support/sandbox.js';
export * from './support/mount-shop.js';
export * from './support/waiting.js';
export * from './support/dom.js';
export * from './support/events.js';
export * from './support/console.js';
export * from './support/accessibility.js';
export * from './support/input.js';
