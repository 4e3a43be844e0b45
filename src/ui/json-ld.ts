/**
 * The one `<script type="application/ld+json" data-shop-jsonld="{tag}">` that a detail or list
 * element keeps in `document.head` (README, "Search-engine data"; design: docs/spec/public-api.md,
 * "Beyond the catalog"). In the head, not in the element's light DOM: a framework that renders
 * the element on the server and hydrates it in the browser (React, Vue) owns the element's
 * children, and a child it did not render, added when the data arrived before it hydrated, made
 * it throw its hydration error (React's #418) and render the whole tree again; no framework
 * hydrates what is added to the head. Shared by the catalog lists (../ui/catalog-list.ts, the
 * catalog chunk) and the detail elements (./structured-data.ts, the chunk the product and content
 * groups share), so it is in the CDN core (code the catalog shares with another group:
 * rollup.config.mjs, `cdnManualChunks`): keep it this small. Loaded on first use instead, it would
 * be one more file on the catalog and detail pages, which write JSON-LD at once (the catalog page
 * is the one with the tightest budget), to spare the other pages this small module.
 * The builders of the details' data are in ./product-json-ld.ts and ./content-json-ld.ts.
 */

/** The Trusted Types policy `shop-elements` (only for this JSON), null where it cannot be made. */
let policy: { createScript(text: string): unknown } | null | undefined;

/** Each element's script in the head. */
const scripts = new WeakMap<Element, HTMLScriptElement>();

/** The JSON-LD script `host` keeps in the head, while it keeps one. */
export function jsonLdScript(host: Element): HTMLScriptElement | undefined {
  const script = scripts.get(host);
  return script?.isConnected ? script : undefined;
}

/**
 * Replaces `host`'s JSON-LD script in the head with one holding `data` (null: removes it). Every
 * `<` of the JSON is written `\u003c`, so no text in it (`</script>`, `<!--`) can end the script,
 * not even when the page is serialized (a saved page).
 *
 * A page that enforces Trusted Types (`require-trusted-types-for 'script'`) checks the text of
 * every script element, data blocks included: the text goes through the policy `shop-elements`,
 * which the page's `trusted-types` directive must allow (README, "The Content-Security-Policy a
 * site needs"); where it does not, the element keeps no JSON-LD (and the browser reports the refused
 * policy).
 */
export function setJsonLd(host: Element, data: object | null | undefined): void {
  const old = scripts.get(host);
  scripts.delete(host);
  if (!data) return old?.remove();
  const text = JSON.stringify(data).replace(/</g, '\\u003c');
  try {
    policy ??=
      (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): typeof policy } }).trustedTypes?.createPolicy('shop-elements', {
        createScript: (s: string) => s,
      }) ?? null;
  } catch {
    policy = null;
  }
  const { ownerDocument } = host;
  const script = ownerDocument.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-shop-jsonld', host.localName);
  try {
    script.textContent = (policy ? policy.createScript(text) : text) as string;
  } catch {
    return old?.remove();
  }
  if (old?.isConnected) old.replaceWith(script);
  else (ownerDocument.head ?? ownerDocument.documentElement).append(script);
  scripts.set(host, script);
}
