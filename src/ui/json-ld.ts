/**
 * The one `<script type="application/ld+json" data-shop-jsonld>` child that a detail or list
 * element keeps in its light DOM (README, "Search-engine data"; design: docs/spec/public-api.md,
 * "Beyond the catalog"). Shared by the catalog lists and the detail elements, so it is in the
 * CDN core: keep it this small (the builders of the details' data are in ./structured-data.ts).
 */

/**
 * Replaces `host`'s JSON-LD child with one holding `data` (null: removes it). Every `<` of the
 * JSON is written `\u003c`, so no text in it (`</script>`, `<!--`) can end the script, not even
 * when the page is serialized (server rendering, a saved page).
 */
export function setJsonLd(host: Element, data: object | null | undefined): void {
  host.querySelector(':scope>script[data-shop-jsonld]')?.remove();
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-shop-jsonld', '');
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  host.append(script);
}
