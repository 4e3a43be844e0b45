/**
 * The page's provider of the shop, for the elements outside any `<shop-storefront>` (a cart badge
 * in a CMS header): a `ContextProvider` of `@lit/context` on `document.documentElement` whose value
 * follows the first storefront of the document: the shop that storefront provides (undefined
 * while it has none), the next one when it replaces it, and the then-first storefront's when it is
 * removed or another one comes before it. An element inside a storefront never reaches it (its
 * storefront answers); one whose storefront connects after it asked moves to that storefront (the
 * provider's own handling of `context-provider` events). Design: docs/spec/public-api.md, "The provider".
 */
import { ContextProvider, ContextEvent as ContextRequestEvent } from '@lit/context';
import { attachContextRoot, shopContext } from '../../context.js';
import type { Shop } from '../../state/shop.js';

const PAGE = Symbol.for('shop-elements/page-provider');

/**
 * Installs the page's provider once per page, even when the script is loaded twice (with the
 * page's `ContextRoot`, ../../context.ts: the requests made before it are answered now). Called
 * when `<shop-storefront>` is defined (../../define/register.ts); does nothing without a
 * `document` (server rendering).
 */
export function providePageShop(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (PAGE in root) return;
  Object.defineProperty(root, PAGE, { value: true });
  attachContextRoot();
  const provider = new ContextProvider(root, { context: shopContext });
  let unfollow: (() => void) | undefined;

  /** Subscribes to the first storefront of the document (as an element inside it would), and lets go of the one before. */
  const follow = (): void => {
    unfollow?.();
    unfollow = undefined;
    const storefront = document.querySelector('shop-storefront');
    let answered = false;
    storefront?.dispatchEvent(
      new ContextRequestEvent(
        shopContext,
        root,
        (shop: Shop | undefined, unsubscribe?: () => void) => {
          answered = true;
          unfollow = unsubscribe;
          // Removed (it then provides nothing): the storefront now first takes over.
          if (!storefront.isConnected) follow();
          else provider.setValue(shop);
        },
        true,
      ),
    );
    // None, or one not defined yet (its provider announces itself when it connects).
    if (!answered) provider.setValue(undefined);
  };

  // Tells the ContextRoot that a provider is here: requests it holds are sent again, and answered.
  provider.hostConnected();
  // A storefront connected (its provider announces itself): it may be the first one now.
  root.addEventListener('context-provider', (event) => {
    if (event.context === shopContext) follow();
  });
  follow();
}
