/**
 * The buyer session: the token (kept per `token-storage`), the user, and the login flow.
 * Spec: docs/spec/storefront-api.md, "Login (identity provider)" and "Authentication" rule 2; design:
 * docs/spec/public-api.md, "Login completes by itself".
 */
import type { StorefrontClient } from '../api/client.js';
import { StorefrontError } from '../api/errors.js';
import type { User } from '../api/readers/auth.js';
import { Store } from './store.js';
import { currentRoute } from './redirect.js';
import { fingerprint, HAND_OVER_KEY, HAND_OVER_MS, type HandOver, storageOf, takeHandOver, tokenStorageKey } from './login-storage.js';
import type { LoginFlowSession } from './login-flow.js';

export { LOGIN_FLOW_KEY, tokenStorageKey } from './login-storage.js';

/** Where the buyer token lives: never a cookie or a URL. */
export type TokenStorage = 'session' | 'local' | 'memory';

export interface SessionState {
  token: string | null;
  user: User | null;
}

export interface SessionOptions {
  client: StorefrontClient;
  siteKey: string;
  storage: TokenStorage;
  /** Path of the callback route (`auth-callback`). */
  authCallback: string;
  /** The platform's origin (`base-url`): the token and the login flow belong to it and the site key together. */
  platformOrigin: string;
  /** Called once per 401 burst; returns false when the event's default was prevented. */
  onLoginRequired: (returnTo: string) => boolean;
  /** A login start that failed in the background (nothing is thrown into the page). */
  onError?: (error: unknown) => void;
  /**
   * Whether login may be asked now (false: never, e.g. the platform refused the storefront key, a
   * problem no login can solve; a promise: once it is known). Default: always.
   */
  mayAskLogin?: () => boolean | Promise<boolean>;
}

export class Session extends Store<SessionState> {
  readonly #options: SessionOptions;
  readonly #storage: Storage | null;
  readonly #key: string;
  /** True between a 401 and the next login: later 401s do not ask again. */
  #loginAsked = false;
  /** The token whose login this page is to merge the guest cart for (see {@link takeMerge}). */
  #mergeFor: string | null = null;
  /** Where a login's merge is claimed, beside the token (so that another tab can see it). */
  readonly #mergeKey: string;
  #userRequest: Promise<User | null> | null = null;

  constructor(options: SessionOptions) {
    const storage = storageOf(options.storage);
    const key = tokenStorageKey(options.siteKey, options.platformOrigin);
    const handedOver = takeHandOver(`${options.siteKey}@${options.platformOrigin}`);
    super({ token: storage?.getItem(key) ?? (options.storage === 'memory' ? handedOver : null), user: null });
    this.#options = options;
    this.#storage = storage;
    this.#key = key;
    this.#mergeKey = `shop-elements:merged:${options.siteKey}@${options.platformOrigin}`;
  }

  /**
   * True once for the token of a login that this page is to follow with the guest cart's merge
   * (cart rule 5): a login completed or handed over here, or another tab's login that did not
   * claim its merge. The cart store asks when the session turns logged in.
   */
  takeMerge(token: string): boolean {
    if (this.#mergeFor !== token) return false;
    this.#mergeFor = null;
    return true;
  }

  /** This page merges for `token`; the claim is kept beside the token, before it, for other tabs. */
  #claimMerge(token: string): void {
    this.#mergeFor = token;
    try {
      this.#storage?.setItem(this.#mergeKey, fingerprint(token));
    } catch {
      /* the claim stays in this page */
    }
  }

  /** Where the token is kept (`token-storage`, after the storefront's check). */
  get storageKind(): TokenStorage {
    return this.#options.storage;
  }

  get token(): string | null {
    return this.value.token;
  }

  /**
   * The token for a call to `origin`: only the platform origin that issued it gets it (never any
   * other server, whatever the caller asks).
   */
  tokenFor(origin: string): string | null {
    return origin === this.#options.platformOrigin ? this.value.token : null;
  }

  get loggedIn(): boolean {
    return this.value.token !== null;
  }

  /** Reads a token change made by another tab (`local` storage only). */
  syncFromStorage(event: StorageEvent): void {
    if (event.storageArea !== this.#storage || event.key !== this.#key) return;
    if (event.newValue === this.value.token) return;
    // The tab that logged in claimed the merge before keeping the token; a login that did not (a
    // token written by other code) is merged here.
    if (event.newValue && this.#storage?.getItem(this.#mergeKey) !== fingerprint(event.newValue)) this.#claimMerge(event.newValue);
    this.set({ token: event.newValue, user: null });
    if (event.newValue) void this.loadUser();
  }

  #keep(token: string | null): void {
    try {
      if (token) this.#storage?.setItem(this.#key, token);
      else this.#storage?.removeItem(this.#key);
    } catch {
      /* quota or privacy mode: the token stays in memory */
    }
  }

  /** `GET /me` once for the current token; null when logged out. A 401 drops the token. */
  loadUser(): Promise<User | null> {
    if (!this.value.token) return Promise.resolve(null);
    if (this.value.user) return Promise.resolve(this.value.user);
    if (this.#userRequest) return this.#userRequest;
    const token = this.value.token;
    this.#userRequest = this.#options.client
      .me()
      .then(
        (user) => {
          if (this.value.token === token) this.update({ user });
          return user;
        },
        (error: unknown) => {
          if (error instanceof StorefrontError && error.status === 401) return null;
          throw error;
        },
      )
      .finally(() => {
        this.#userRequest = null;
      });
    return this.#userRequest;
  }

  /**
   * A call answered 401: drop the token and ask for login once (until the next login),
   * however many calls fail together. Spec: "Authentication" rule 2.
   */
  handleUnauthorized(): void {
    const hadToken = this.value.token !== null;
    if (hadToken) {
      this.#keep(null);
      this.set({ token: null, user: null });
    }
    this.#ask(currentRoute());
  }

  /** Asks for login (for an element that needs a buyer): the event, then its default action. */
  requireLogin(returnTo = currentRoute()): void {
    this.#ask(returnTo);
  }

  /**
   * For an element that needs a buyer and finds none: asks for login one task later, if the page
   * is still logged out and `stillNeeded()` (e.g. the element is still connected) — a site script
   * may hand over a token (`useToken`) right after the page loads. Asks once, as `requireLogin`.
   */
  requireLoginSoon(stillNeeded: () => boolean = () => true): void {
    if (this.#loginAsked) return;
    setTimeout(() => {
      if (!this.loggedIn && stillNeeded()) this.#ask(currentRoute(), () => !this.loggedIn && stillNeeded());
    });
  }

  /**
   * `shop-login-required` once until the next login; its default action starts the login. Never
   * while the storefront key is refused (see `mayAskLogin`).
   */
  #ask(returnTo: string, stillNeeded: () => boolean = () => true): void {
    if (this.#loginAsked) return;
    this.#loginAsked = true;
    const ask = () => {
      if (this.#options.onLoginRequired(returnTo)) this.startLogin(returnTo).catch((e: unknown) => this.#options.onError?.(e));
    };
    const may = this.#options.mayAskLogin?.() ?? true;
    if (may === true) ask();
    else if (may !== false) {
      void may.then((yes) => {
        if (yes && stillNeeded()) ask();
        else if (yes) this.#loginAsked = false;
      });
    }
  }

  /**
   * Sends the buyer to the identity provider: reads `GET /auth/idp-client`, saves `state` and
   * the return route in sessionStorage, and navigates. The address (`login_url`, else
   * `authorize_url`) is an absolute http(s) URL (the provider may be on any origin) or a path on
   * the platform (`/idp-start`, resolved against the platform's origin); anything else
   * (`javascript:`, `data:`, `mailto:`, `//host`…) is never navigated to, and one console error
   * names it for the site owner. Rejects with StorefrontError (kind `parse`) when the login start
   * data cannot be read or has no such address (`errors` keyed by `authorize_url` or `login_url`).
   * (The flow's code, ./login-flow.ts, is loaded together with the start data.)
   */
  async startLogin(returnTo = currentRoute()): Promise<void> {
    const [flow, start] = await Promise.all([import('./login-flow.js'), this.#options.client.loginStart()]);
    flow.goToProvider(this.#flow(), start, returnTo);
  }

  /** True when the current page is the callback route and carries the provider's answer. */
  isCallbackPage(): boolean {
    // The query first: it is cheap, and almost no page carries the provider's answer.
    const params = new URLSearchParams(location.search);
    if (!['code', 'token', 'access_token', 'error'].some((name) => params.has(name))) return false;
    const here = location.pathname.replace(/\/+$/, '');
    const callback = new URL(this.#options.authCallback, location.origin).pathname.replace(/\/+$/, '');
    return here === callback;
  }

  /** `{site key}@{platform origin}`: what the token and a login flow belong to. */
  get #platform(): string {
    return `${this.#options.siteKey}@${this.#options.platformOrigin}`;
  }

  /** What the login flow (./login-flow.ts) needs of this session. */
  #flow(): LoginFlowSession {
    return {
      client: this.#options.client,
      authCallback: this.#options.authCallback,
      platform: this.#platform,
      useLoginToken: (token) => {
        this.#claimMerge(token);
        this.#keep(token);
        this.#loginAsked = false;
        this.set({ token, user: null });
      },
      loadUser: () => this.loadUser(),
    };
  }

  /**
   * Completes the login on the callback route: posts the provider's query parameters to
   * `POST /auth/idp/callback`, keeps the token, then `GET /me`. Returns the route to go back to.
   *
   * Only the callback of a login started in this tab, for this storefront's key and platform, with
   * the very `state` saved then, is sent: any other (no saved login, no `state`, another `state`:
   * a login CSRF, an attacker's code that would log the buyer in as the attacker) rejects with
   * LoginError `unverified` and nothing is sent. Rejects with LoginError `<code>` for a provider
   * error (`error` query), or StorefrontError (e.g. 422 for a used code).
   */
  async completeLogin(search = location.search): Promise<{ user: User | null; returnTo: string }> {
    return (await import('./login-flow.js')).completeLogin(this.#flow(), search);
  }

  /**
   * Before the callback page goes back to `returnTo` with `location.replace`: with
   * `token-storage="memory"`, the token would die with the callback page, so it is handed over to
   * that one next page load (the saved route, in this tab, within a minute): kept in sessionStorage
   * until the next page's storefront takes it out on start. Nothing with the other storages (they
   * keep the token themselves) or when there is no token.
   */
  handOver(returnTo: string): void {
    if (this.#options.storage !== 'memory' || !this.value.token) return;
    const handOver: HandOver = {
      platform: this.#platform,
      token: this.value.token,
      to: new URL(returnTo, location.origin).href,
      expires: Date.now() + HAND_OVER_MS,
    };
    try {
      sessionStorage.setItem(HAND_OVER_KEY, JSON.stringify(handOver));
    } catch {
      /* without sessionStorage the next page starts logged out, as memory does */
    }
  }

  /**
   * Uses a token obtained elsewhere (a site's own login); then `GET /me`. A login like any other:
   * the guest cart is merged once (cart rule 5).
   */
  async useToken(token: string): Promise<User | null> {
    if (token !== this.value.token) this.#claimMerge(token);
    this.#keep(token);
    this.#loginAsked = false;
    this.set({ token, user: null });
    return this.loadUser();
  }

  /** Forgets the token and the user (no server call: the spec shows no logout endpoint). */
  logout(): void {
    this.#keep(null);
    this.#loginAsked = false;
    this.set({ token: null, user: null });
  }
}

export { LoginError } from './login-error.js';
