/**
 * Cart news between the pages of one shop (tabs and windows of this origin): a page that changed
 * the cart says so on a `BroadcastChannel` named after the shop's site key and platform origin,
 * and the others read the cart again, coalesced so that a burst of changes elsewhere costs one
 * read at once and one at the end of a cooldown, however many messages it sends. Spec:
 * docs/spec/storefront-api.md, "Guest cart" and "Logged-in cart" (the cart is the platform's; a
 * page only learns that it should read it again).
 */
import type { CartKind } from '../api/index.js';

/** The BroadcastChannel name of a shop's cart changes (one per site key and platform origin). */
export function cartChannelName(siteKey: string, platformOrigin: string): string {
  return `shop-elements:cart:${siteKey}@${platformOrigin}`;
}

/**
 * After a read made for another page's news, further news wait this long (in ms) after that read
 * before the next one: a burst of changes elsewhere costs one read at once and one at the end,
 * however many messages it sends.
 */
export const CROSS_TAB_COOLDOWN_MS = 2000;

/** The one message on the channel: the cart of `kind` changed on the page `sender`. */
type CrossTabMessage = { type: 'cart-changed'; kind: CartKind; sender: string };

export interface CartNewsOptions {
  /** The channel's name ({@link cartChannelName}). */
  channelName: string;
  /** Reads the cart again for news heard; the next news wait for it and the cooldown after it. */
  read: () => Promise<unknown>;
  /** Called when a read for news is over and no other one is due (see {@link CartNews.pending}). */
  onQuiet: () => void;
}

/**
 * A page's side of the cart news: the channel, opened on the first read or write of the cart (a
 * page that never touches the cart opens none), the news it sends, and the reads it makes for
 * the news of the others: the first news reads at once; news arriving while that read is in
 * flight or during {@link CROSS_TAB_COOLDOWN_MS} after it make one more read at the end of the
 * cooldown.
 */
export class CartNews {
  readonly #options: CartNewsOptions;
  /** Undefined until opened; null without BroadcastChannel, or once disposed. */
  #channel: BroadcastChannel | null | undefined;
  readonly #id = Math.random().toString(36).slice(2);
  #disposed = false;
  /** A read for news in flight, the cooldown after it, news heard meanwhile. */
  #read: Promise<unknown> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #heard = false;

  constructor(options: CartNewsOptions) {
    this.#options = options;
  }

  readonly #onMessage = (e: MessageEvent<CrossTabMessage>) => {
    if (e.data?.type === 'cart-changed' && e.data.sender !== this.#id) this.#heardNews();
  };

  /** Whether a read for news is in flight, or one is due at the end of the cooldown (a cooldown without news does not count). */
  get pending(): boolean {
    return !!this.#read || (this.#timer !== undefined && this.#heard);
  }

  /** Opens the channel (once; nothing without BroadcastChannel or once disposed). */
  open(): void {
    if (this.#channel !== undefined || this.#disposed) return;
    this.#channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(this.#options.channelName) : null;
    this.#channel?.addEventListener('message', this.#onMessage);
  }

  /** Tells the other pages that the cart of `kind` changed here. */
  post(kind: CartKind): void {
    this.open();
    this.#channel?.postMessage({ type: 'cart-changed', kind, sender: this.#id } satisfies CrossTabMessage);
  }

  /** Closes the channel and stops the cooldown: no news is sent or heard any more. */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#channel?.removeEventListener('message', this.#onMessage);
    this.#channel?.close();
    this.#channel = null;
  }

  #heardNews(): void {
    if (this.#disposed) return;
    if (this.#read || this.#timer !== undefined) {
      this.#heard = true;
      return;
    }
    this.#readNews();
  }

  #readNews(): void {
    this.#heard = false;
    const read = this.#options.read();
    this.#read = read;
    void read.finally(() => {
      this.#read = null;
      if (this.#disposed) return this.#options.onQuiet();
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        if (this.#heard && !this.#disposed) this.#readNews();
        else this.#options.onQuiet();
      }, CROSS_TAB_COOLDOWN_MS);
    });
  }
}
