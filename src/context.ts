/**
 * The context key through which `<shop-storefront>` hands its {@link Shop} to every element
 * (`@lit/context`), and the page's `ContextRoot`.
 */
import { ContextRoot, createContext } from '@lit/context';
import { isServer } from 'lit';
import type { Shop } from './state/shop.js';

/** The shop of the nearest storefront (or, outside any, of the document's first one); undefined until it has one. */
export const shopContext = createContext<Shop | undefined>(Symbol.for('shop-elements/shop'));

const ROOT = Symbol.for('shop-elements/context-root');

/**
 * Attaches a `ContextRoot` to `document.documentElement`, once per page (a second copy of the
 * script finds the first one's): a request that no provider answered (an element that connected
 * before `<shop-storefront>` was defined) is sent again when a provider appears. Does nothing on
 * the server.
 */
export function attachContextRoot(): void {
  if (isServer || typeof document === 'undefined') return;
  const root = document.documentElement;
  if (ROOT in root) return;
  Object.defineProperty(root, ROOT, { value: true });
  new ContextRoot().attach(root);
}
