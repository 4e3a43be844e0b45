/**
 * What every shop event's class is made of (./index.ts): each event is a `CustomEvent` that
 * bubbles and is composed, named after its event, with its own class (so that `instanceof`
 * tells them apart). One factory makes the 14 classes (the CDN core carries every one of them:
 * one constructor, not 14 copies of it). Each call is marked `@__PURE__`, so that a bundler
 * still drops the classes an app never uses, as it did with class declarations.
 */

/** A shop event: a `CustomEvent` whose `detail` is `Detail`. */
export type ShopEvent<Detail> = CustomEvent<Detail>;

/** The class of one shop event: `new ShopCartAddEvent(detail)`, `event instanceof ShopCartAddEvent`. */
export interface ShopEventClass<Detail> {
  new (detail: Detail): ShopEvent<Detail>;
  readonly prototype: ShopEvent<Detail>;
}

/**
 * Makes the class of the shop event `type`: its instances bubble, are composed and are
 * cancelable when `cancelable` is true (a listener's `preventDefault()` then skips the default action).
 */
export function shopEventClass<Detail>(type: string, cancelable = false): ShopEventClass<Detail> {
  return class extends CustomEvent<Detail> {
    constructor(detail: Detail) {
      super(type, { detail, bubbles: true, composed: true, cancelable });
    }
  };
}
