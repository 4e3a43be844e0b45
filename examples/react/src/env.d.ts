// The JSX typings of the shop elements: every <shop-*> tag with its attributes and its
// `onshop-*` events (each with its event class, so `event.detail` is typed).
/// <reference types="shop-elements/react" />

interface ImportMetaEnv {
  /** Storefront key of the site (`site-key` of <shop-storefront>). */
  readonly VITE_SHOP_SITE_KEY: string;
  /** Origin of the commerce platform (`base-url` of <shop-storefront>). */
  readonly VITE_SHOP_BASE_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
