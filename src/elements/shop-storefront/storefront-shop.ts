/**
 * The shop of a `<shop-storefront>` and its provider: the shop is made (or joined: storefronts of
 * one key and platform share one, ../../state/registry.ts) from the setup attributes read once
 * (./setup.ts), started, replaced when those attributes change, let go of when the storefront is
 * removed, and provided through `@lit/context` (a `ContextProvider` on the storefront) to every
 * element inside it: subscribers get the next shop when it is replaced, and elements that asked
 * before the storefront existed are answered when it connects (./page-provider.ts).
 * Design: docs/spec/public-api.md, "The provider". Spec: docs/spec/storefront-api.md, "Authentication".
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { ContextProvider } from '@lit/context';
import { shopContext } from '../../context.js';
import { Shop, type ShopProblem } from '../../state/shop.js';
import type { TokenStorage } from '../../state/session.js';
import type { GuestCartMode } from '../../state/device-cart.js';
import { acquireShop, releaseShop } from '../../state/registry.js';
import { readClientPaths, type ClientPaths } from '../../api/client-options.js';
import type { Language } from '../../i18n/i18n.js';
import { loadLocale } from '../../i18n/load.js';
import { tellSetup, type SetupMessage } from '../../ui/config-error.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';
import { heldEvents } from '../../events/held-events.js';
import { readContentLanguage, readSetup, readTimeZone, type Setup, type SetupInput } from './setup.js';

const CORE_PART = ['core'] as const;

/** What the controller reads of its storefront: the attributes a shop is made and started with (see `<shop-storefront>`). */
export interface StorefrontHost extends ReactiveControllerHost, HTMLElement {
  siteKey: string;
  baseUrl: string;
  language: string | null;
  contentLanguage: string | null;
  timeZone: string | null;
  currency: string;
  authCallback: string;
  tokenStorage: TokenStorage;
  guestCart: GuestCartMode;
  analytics: string | null;
  paths: Partial<ClientPaths> | null;
}

/**
 * Holds a storefront's shop (see the module's docstring). `onCallbackPage` is called with a shop
 * this storefront made, on the `auth-callback` route, to complete the login.
 */
export class StorefrontShopController implements ReactiveController {
  /** Shops whose key problem was already told in the console (once per shop). */
  static readonly #problemsTold = new WeakSet<Shop>();

  readonly #host: StorefrontHost;
  readonly #onCallbackPage: (shop: Shop) => void;
  #shop: Shop | undefined;
  /** The setup read when the shop was made (see ./setup.ts). */
  #setup: Setup | undefined;
  #unwatchProblem: (() => void) | undefined;
  /** The shop was made by an earlier storefront of the same key and platform (shared). */
  #joined = false;
  /** Console messages already given by this storefront (each is given once). */
  readonly #said = new Set<string>();
  /**
   * A setup that cannot work is told once the task that connected the storefront is over: a
   * framework may set `site-key` and `base-url` just after inserting the elements (Angular's
   * `[attr.site-key]`). Until then the elements wait; after it, a problem shows at once.
   */
  #problemDue = false;
  #problemPending = false;
  /** The provider side of the context protocol, added after this controller: the shop is made before it announces itself. */
  readonly #provider: ContextProvider<typeof shopContext>;

  constructor(host: StorefrontHost, onCallbackPage: (shop: Shop) => void) {
    this.#host = host;
    this.#onCallbackPage = onCallbackPage;
    host.addController(this);
    this.#provider = new ContextProvider(host, { context: shopContext });
  }

  readonly #onStorage = (event: StorageEvent) => this.#shop?.session.syncFromStorage(event);

  /** The shop held now, also one that carries a problem (inert); undefined before it is made and after it was let go of. */
  get current(): Shop | undefined {
    return this.#shop;
  }

  /**
   * The shop for scripts (`storefront.shop`): made on first need while the storefront is
   * connected; undefined while the setup cannot work, and once the shop was let go of.
   */
  usable(): Shop | undefined {
    const shop = this.#host.isConnected ? this.ensure() : this.#shop;
    return this.#setup?.problem ? undefined : shop;
  }

  /** The problem this storefront shows, or null: the storefront that made the shop does (one notice for the page). */
  shownProblem(): ShopProblem | null {
    const problem = this.#shop?.problem.value ?? null;
    return problem && (this.#shop!.host === this.#host || !!this.#setup?.problem) ? problem : null;
  }

  hostConnected(): void {
    // A shop made now starts (see #start); one kept from before (moved within the page) listens again.
    this.ensure();
    this.#listenToOtherTabs();
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this.#onStorage);
    // Moved within the page (removed and inserted in one go), it keeps its shop; removed, it lets go,
    // and tells whoever follows it (the page's provider) that it provides none.
    queueMicrotask(() => {
      if (this.#host.isConnected) return;
      this.#release();
      this.#provider.setValue(undefined, true);
    });
  }

  /**
   * The shop, made on first need from the setup checked once (./setup.ts): the console gets the
   * setup's messages; a setup that cannot work gets an inert shop that carries the problem (the
   * elements inside show nothing, and nothing is ever sent). The elements get it through the provider.
   */
  ensure(): Shop | undefined {
    // On the server (SSR) there is no session, cart or network: the shop starts in the browser.
    if (this.#shop || isServer) return this.#shop;
    const host = this.#host;
    const setup = readSetup(this.#setupInput());
    if (setup.problem && !this.#problemDue) {
      if (!this.#problemPending) {
        this.#problemPending = true;
        setTimeout(() => {
          this.#problemDue = true;
          if (host.isConnected && !this.#shop) this.ensure();
        });
      }
      return undefined;
    }
    this.#setup = setup;
    for (const message of setup.messages) this.say(message);
    void loadLocale(setup.language, CORE_PART);
    const { contentLanguage, timeZone } = this.readingSettings(setup.language);
    const make = () =>
      new Shop({
        siteKey: setup.siteKey,
        baseUrl: setup.platformOrigin || location.origin,
        language: setup.language,
        contentLanguage,
        timeZone,
        currency: host.currency || DEFAULT_CURRENCY,
        authCallback: host.authCallback || '/auth/callback',
        tokenStorage: setup.tokenStorage,
        guestCart: setup.guestCart,
        host,
        client: { paths: readClientPaths(host.paths ?? {}) },
        ...(setup.problem ? { problem: setup.problem } : {}),
      });
    if (setup.problem) {
      // Inert, and this storefront's own: nothing to share.
      this.#shop = make();
      this.#joined = false;
    } else {
      const { shop, shared } = acquireShop(setup.siteKey, setup.platformOrigin, host, make);
      this.#shop = shop;
      this.#joined = shared;
      if (shared) this.#compareWithShared(shop, setup);
    }
    this.#unwatchProblem = this.#shop.problem.subscribe((problem) => {
      host.requestUpdate();
      if (problem) this.#tellProblem(problem);
    });
    if (setup.problem) host.requestUpdate();
    if (host.isConnected) this.#start(this.#shop);
    this.#provider.setValue(this.#shop);
    return this.#shop;
  }

  /**
   * The setup attributes were set or changed: the storefront makes the shop they name, or, when it
   * had one, lets go of it and makes (or joins) the one the new setup names, and every element it
   * provides for gets that one. Nothing when the setup reads the same.
   */
  setupChanged(): void {
    if (!this.#shop) {
      this.ensure();
      return;
    }
    const before = this.#setup;
    const next = readSetup(this.#setupInput());
    if (
      before &&
      next.siteKey === before.siteKey &&
      next.platformOrigin === before.platformOrigin &&
      next.tokenStorage === before.tokenStorage &&
      next.guestCart === before.guestCart &&
      next.problem?.kind === before.problem?.kind &&
      (this.#host.authCallback || '/auth/callback') === this.#shop.authCallback
    ) {
      return;
    }
    this.#release();
    this.ensure();
    this.#provider.setValue(this.#shop);
  }

  /**
   * `content-language` and `time-zone` as the shop reads them (./setup.ts); a value that cannot be
   * used is told in the console once, then the default applies.
   */
  readingSettings(language: Language): { contentLanguage: Language; timeZone: string } {
    const content = readContentLanguage(this.#host.contentLanguage, language);
    const zone = readTimeZone(this.#host.timeZone);
    for (const message of [content.message, zone.message]) if (message && !isServer) this.say(message);
    return { contentLanguage: content.contentLanguage, timeZone: zone.timeZone };
  }

  /** Gives a console message once per storefront (its text arrives with the configuration-error view). */
  say(message: SetupMessage): void {
    const key = JSON.stringify(message);
    if (this.#said.has(key)) return;
    this.#said.add(key);
    tellSetup(message, this.#host);
  }

  /**
   * What a shop made while the storefront is connected starts with: the key and the page's origin
   * checked once (`GET /site`, in parallel with the first reads; sent from a microtask, after the
   * elements defined with the storefront have sent theirs), another tab's login or logout followed (token-storage="local"), the
   * analytics adapter, and the login callback completed on its route (by the storefront that made
   * the shop).
   */
  #start(shop: Shop): void {
    if (shop.problem.value) return;
    queueMicrotask(() => void shop.checkSite());
    if (this.#host.analytics === 'datalayer') startAnalytics(shop);
    this.#listenToOtherTabs();
    if (!this.#joined && shop.session.isCallbackPage()) this.#onCallbackPage(shop);
  }

  /** Another tab's login or logout arrives as a storage event only with token-storage="local". */
  #listenToOtherTabs(): void {
    // Listening costs a few milliseconds of start-up (the browser opens its storage areas): only then.
    if (this.#shop?.session.storageKind === 'local' && !this.#shop.problem.value) window.addEventListener('storage', this.#onStorage);
  }

  /** The setup attributes as written now (see ./setup.ts). */
  #setupInput(): SetupInput {
    const host = this.#host;
    return {
      siteKey: host.siteKey || (host.hasAttribute('site-key') ? host.getAttribute('site-key') : null),
      baseUrl: host.baseUrl || null,
      tokenStorage: host.tokenStorage ?? null,
      guestCart: host.guestCart ?? null,
      language: host.language,
      documentLanguage: document.documentElement.lang,
      pageOrigin: location.origin,
    };
  }

  /** A storefront joining a shared shop whose settings differ from its own says which ones win. */
  #compareWithShared(shop: Shop, setup: Setup): void {
    const differ: string[] = [];
    if (shop.session.storageKind !== setup.tokenStorage) differ.push(`token-storage="${shop.session.storageKind}"`);
    if (shop.authCallback !== (this.#host.authCallback || '/auth/callback')) differ.push(`auth-callback="${shop.authCallback}"`);
    if (shop.language !== setup.language) differ.push(`language="${shop.language}"`);
    const { contentLanguage, timeZone } = this.readingSettings(setup.language);
    if (shop.contentLanguage !== contentLanguage) differ.push(`content-language="${shop.contentLanguage}"`);
    if (shop.timeZone !== timeZone) differ.push(`time-zone="${shop.timeZone}"`);
    if (differ.length === 0) return;
    this.say({
      level: 'warn',
      element: 'shop-storefront',
      about: `site-key=${JSON.stringify(setup.siteKey)}`,
      kind: 'shared',
      siteKey: setup.siteKey,
      differ,
    });
  }

  /**
   * Lets go of the shop: a shared one goes back to the registry (the last storefront disposes it),
   * an inert one is disposed. Attached again, the storefront starts anew. The provider is told by the caller.
   */
  #release(): void {
    const shop = this.#shop;
    if (!shop) return;
    this.#unwatchProblem?.();
    this.#unwatchProblem = undefined;
    window.removeEventListener('storage', this.#onStorage);
    if (this.#setup?.problem) shop.dispose();
    else releaseShop(shop, this.#host);
    this.#shop = undefined;
    this.#setup = undefined;
  }

  /** A key the platform refused, once per shop, in the console (the notice shows it on the page). */
  #tellProblem(problem: ShopProblem): void {
    const shop = this.#shop;
    if (!shop || (problem.kind !== 'key' && problem.kind !== 'origin') || StorefrontShopController.#problemsTold.has(shop)) return;
    StorefrontShopController.#problemsTold.add(shop);
    const about = { level: 'error', element: 'shop-storefront', about: `site-key=${JSON.stringify(shop.siteKey)}`, siteKey: shop.siteKey } as const;
    this.say(
      problem.kind === 'key'
        ? { ...about, kind: 'key-refused', platformOrigin: shop.platformOrigin }
        : { ...about, kind: 'origin-refused', origin: problem.origin },
    );
  }
}

/**
 * `analytics="datalayer"`: the GA4 adapter (../../ui/datalayer.ts, a chunk of its own) for `shop`.
 * The page's shop events are kept until it has arrived, which pushes them first; once started it
 * runs until the page unloads (one adapter per page, following the latest shop).
 */
function startAnalytics(shop: Shop): void {
  heldEvents.list ??= [];
  import('../../ui/datalayer.js').then(
    (m) => m.startDataLayer(shop, heldEvents),
    (error: unknown) => {
      // Nothing will push the events kept: stop keeping them, and say why.
      heldEvents.list = undefined;
      console.error('shop-elements: <shop-storefront analytics="datalayer"> pushes nothing to window.dataLayer: its code did not load.', error);
    },
  );
}
