/**
 * The one `<script type="application/ld+json" data-shop-jsonld>` child that a detail or list
 * element keeps in its light DOM (README, "Search-engine data"; design: docs/spec/public-api.md,
 * "Beyond the catalog"). Shared by the catalog lists (../ui/catalog-list.ts, the catalog chunk)
 * and the detail elements (./structured-data.ts, the chunk the product and content groups
 * share), so it is in the CDN core (code the catalog shares with another group: rollup.config.mjs,
 * `cdnManualChunks`): keep it this small. Loaded on first use instead, it would be one more file
 * on the catalog and detail pages, which write JSON-LD at once (the catalog page is the one with
 * the tightest budget), to spare the other pages its 0.31 KB gzip.
 * The builders of the details' data are in ./product-json-ld.ts and ./content-json-ld.ts.
 */

/** The Trusted Types policy `shop-elements` (only for this JSON), null where it cannot be made. */
let policy: { createScript(text: string): unknown } | null | undefined;

/**
 * Replaces `host`'s JSON-LD child with one holding `data` (null: removes it). Every `<` of the
 * JSON is written `\u003c`, so no text in it (`</script>`, `<!--`) can end the script, not even
 * when the page is serialized (server rendering, a saved page).
 *
 * A page that enforces Trusted Types (`require-trusted-types-for 'script'`) checks the text of
 * every script element, data blocks included: the text goes through the policy `shop-elements`,
 * which the page's `trusted-types` directive must allow (README, "The Content-Security-Policy a
 * site needs"); where it does not, the element keeps no JSON-LD (and the browser reports the refused
 * policy).
 */
export function setJsonLd(host: Element, data: object | null | undefined): void {
  host.querySelector(':scope>script[data-shop-jsonld]')?.remove();
  if (!data) return;
  const text = JSON.stringify(data).replace(/</g, '\\u003c');
  try {
    policy ??=
      (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): typeof policy } }).trustedTypes?.createPolicy('shop-elements', {
        createScript: (s: string) => s,
      }) ?? null;
  } catch {
    policy = null;
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-shop-jsonld', '');
  try {
    script.textContent = (policy ? policy.createScript(text) : text) as string;
  } catch {
    return;
  }
  host.append(script);
}
