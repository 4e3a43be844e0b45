/**
 * The console texts of a page set up wrong beyond one element's attributes ({@link SetupMessage}
 * of ./config-error.ts): each names the element, the attribute and its value, what happens, and
 * the fix. Loaded with the configuration-error view (./config-error-view.ts re-exports
 * {@link setupText}): a page set up right never downloads them. English only, for the site owner
 * (the notices on the page are in the language packs).
 */
import type { SetupMessage } from './config-error.js';
import { API_PATH, TOKEN_STORAGES } from '../elements/shop-storefront/setup.js';

const storefront = 'shop-elements: <shop-storefront>';

/** The text of `message`. */
export function setupText(message: SetupMessage): string {
  switch (message.kind) {
    case 'site-key': {
      const was = message.value === null ? 'has no site-key attribute' : `site-key=${JSON.stringify(message.value)} is blank`;
      return `${storefront} ${was}, so the shop cannot load and sends nothing. Fix: site-key="YOUR-STOREFRONT-KEY", with the storefront key from the platform's site settings.`;
    }
    case 'base-url': {
      const fix = message.origin ? `base-url="${message.origin}"` : 'base-url="https://your-platform.example"';
      return `${storefront} base-url=${JSON.stringify(message.value)} is not an absolute http(s) origin (scheme and host, optionally a port; no path, query or fragment), so the shop cannot load and sends nothing. Fix: ${fix}, or no base-url to use this page's origin.`;
    }
    case 'base-url-api-path':
      return `${storefront} base-url=${JSON.stringify(message.value)} ends with the API path ${API_PATH}, which the client adds itself: using base-url="${message.origin}". Fix: base-url="${message.origin}".`;
    case 'token-storage': {
      const near = TOKEN_STORAGES.find((t) => t === message.value.trim().toLowerCase());
      const hint = near
        ? ` Fix: token-storage="${near}" (values are lower case).`
        : message.value.trim().toLowerCase() === 'cookie'
          ? ' The token is never kept in a cookie. Fix: one of those values, or none for "session".'
          : ' Fix: one of those values, or none for "session".';
      return `${storefront} token-storage=${JSON.stringify(message.value)} is not one of ${TOKEN_STORAGES.map((t) => `"${t}"`).join(', ')}: using "session" (this tab only).${hint}`;
    }
    case 'guest-cart':
      return `${storefront} guest-cart=${JSON.stringify(message.value)} is not one of "auto", "device", "platform": using "auto" (the guest cart kept on this device, and on the platform where its cookie works). Fix: one of those values, or none for "auto".`;
    case 'display-currency':
      return `${storefront} display-currency=${JSON.stringify(message.value)} is not an ISO 4217 currency code: prices are shown only in the shop's currency. Fix: a three-letter code such as display-currency="USD".`;
    case 'language':
      return `${storefront} language=${JSON.stringify(message.value)} is not one of "ko", "en", "ja": using "${message.fallback}" (from <html lang>, else "ko"). Fix: language="ko", "en" or "ja".`;
    case 'content-language':
      return `${storefront} content-language=${JSON.stringify(message.value)} is not one of "ko", "en", "ja": the catalog is read in "${message.fallback}" (the UI language). Fix: content-language="ko", "en" or "ja", or none to follow language.`;
    case 'time-zone':
      return `${storefront} time-zone=${JSON.stringify(message.value)} is not an IANA time zone this browser knows: the platform's times are read as "${message.fallback}". Fix: a zone name such as time-zone="Asia/Seoul" or "America/Los_Angeles" (case and spelling as in the IANA database).`;
    case 'shared':
      return (
        `shop-elements: <shop-storefront site-key="${message.siteKey}"> shares the client, session and cart of an earlier storefront with the same site-key and base-url, ` +
        `whose ${message.differ.join(', ')} apply. Fix: give every storefront of this key the same attributes.`
      );
    case 'key-refused':
      return (
        `${storefront} site-key=${JSON.stringify(message.siteKey)} was refused by the platform at ${message.platformOrigin} (GET /site answered 401), so the shop cannot load. ` +
        `Fix: copy the storefront key from the platform's site settings into site-key, and check base-url.`
      );
    case 'origin-refused':
      return (
        `${storefront} site-key=${JSON.stringify(message.siteKey)} is not allowed on this page's origin ${message.origin} (GET /site answered 403), so the shop cannot load. ` +
        `Fix: add ${message.origin} to the allowed domains of this storefront key in the platform's site settings.`
      );
    case 'no-storefront-definition':
      return (
        `shop-elements: <${message.element}> has waited ${message.waited} s for a <shop-storefront>, but <shop-storefront> is not defined on this page, so it shows nothing. ` +
        `Import 'shop-elements' or 'shop-elements/elements/${message.element}.js' (every element entry also defines <shop-storefront>), ` +
        `or load dist/shop-elements.js with <script type="module">. With a bundler, keep the package's side effects ` +
        `(its package.json "sideEffects" lists the files that define elements).`
      );
    case 'no-storefront':
      return (
        `shop-elements: <${message.element}> has waited ${message.waited} s for a <shop-storefront>, but the page has none, so it shows nothing. Add <shop-storefront site-key="YOUR-STOREFRONT-KEY"> ` +
        `around the shop's elements or anywhere in the page (elements outside it use the first one of the document).`
      );
  }
}
