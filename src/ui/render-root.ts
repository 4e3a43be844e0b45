/**
 * Server-rendered markup (a declarative shadow root from @lit-labs/ssr, Astro, Next.js…) is taken
 * over, not hydrated: an element's first client render depends on what only the browser knows
 * (the buyer's session, the cart, the loaded language pack), so it rarely matches the server's
 * loading state, which is what Lit's hydration requires. The server markup stays on screen until
 * the element's first client render, which replaces it.
 */
import { ReactiveElement } from 'lit';

/**
 * The render root of `element`: its existing declarative shadow root emptied (with the element's
 * styles adopted), or a new shadow root. Works with and without Lit's hydration support loaded
 * (which would otherwise try to hydrate the server markup).
 */
export function takeOverRenderRoot(element: ReactiveElement & { renderOptions: { renderBefore?: ChildNode | null } }): ShadowRoot {
  const existing = element.shadowRoot;
  if (existing) existing.replaceChildren();
  // ReactiveElement's own createRenderRoot: the existing root (or a new one) with styles adopted.
  const root = (ReactiveElement.prototype as unknown as { createRenderRoot(this: ReactiveElement): ShadowRoot }).createRenderRoot.call(element);
  element.renderOptions.renderBefore ??= root.firstChild;
  return root;
}
