/**
 * Registration of the custom elements, called only from the entry modules in this folder (the
 * files a bundler is told have side effects: package.json `sideEffects`), never at the top level
 * of a shared module, so that no bundler can drop a definition that a page needs.
 */
import { ShopStorefront } from '../elements/shop-storefront/shop-storefront.js';
import { providePageShop } from '../elements/shop-storefront/page-provider.js';

/**
 * Registers `tag` unless a definition already exists (two copies of the script on one page, or
 * an npm entry beside the CDN script, must not throw). Does nothing where there is no
 * `customElements` registry.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, ctor);
}

/**
 * Defines `<shop-storefront>` and installs the page's provider for the elements outside one
 * (../elements/shop-storefront/page-provider.ts: the document's first storefront's shop).
 */
export function defineStorefront(): void {
  providePageShop();
  defineElement('shop-storefront', ShopStorefront);
}

/** Defines `tag` and `<shop-storefront>`, which every shop element needs. */
export function defineShopElement(tag: string, ctor: CustomElementConstructor): void {
  defineStorefront();
  defineElement(tag, ctor);
}
