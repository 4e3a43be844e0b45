/**
 * The public event classes (design: docs/spec/public-api.md, "Events"): each is a class of its own
 * that a page can construct and test with `instanceof`, whose events bubble, cross shadow roots
 * and are cancelable exactly when documented; `emit` dispatches an instance of the event's class.
 */
import { expect } from '@open-wc/testing';
import * as api from '../../src/index.js';
import { emit, type ShopEventName } from '../../src/events/index.js';

/** Every shop event: its name, its exported class's name, and whether it is cancelable. */
const EVENTS: [name: ShopEventName, className: keyof typeof api, cancelable: boolean][] = [
  ['shop-navigate', 'ShopNavigateEvent', true],
  ['shop-cart-change', 'ShopCartChangeEvent', false],
  ['shop-cart-add', 'ShopCartAddEvent', false],
  ['shop-cart-remove', 'ShopCartRemoveEvent', false],
  ['shop-login-required', 'ShopLoginRequiredEvent', true],
  ['shop-login', 'ShopLoginEvent', false],
  ['shop-logout', 'ShopLogoutEvent', false],
  ['shop-order-create', 'ShopOrderCreateEvent', false],
  ['shop-payment-start', 'ShopPaymentStartEvent', true],
  ['shop-error', 'ShopErrorEvent', false],
  ['shop-view-item-list', 'ShopViewItemListEvent', false],
  ['shop-view-item', 'ShopViewItemEvent', false],
  ['shop-begin-checkout', 'ShopBeginCheckoutEvent', false],
  ['shop-purchase', 'ShopPurchaseEvent', false],
];

const classOf = (className: keyof typeof api) => api[className] as unknown as new (detail: unknown) => CustomEvent;

describe('shop events', () => {
  it('each is an exported class of its own: a bubbling, composed CustomEvent, cancelable as documented', () => {
    for (const [name, className, cancelable] of EVENTS) {
      const EventClass = classOf(className);
      const detail = { marker: name };
      const event = new EventClass(detail);
      expect(event, className).to.be.instanceOf(CustomEvent);
      expect(event, className).to.be.instanceOf(EventClass);
      for (const [, other] of EVENTS) if (other !== className) expect(event instanceof classOf(other), `${className} instanceof ${other}`).to.equal(false);
      expect([event.type, event.detail, event.bubbles, event.composed, event.cancelable], className).to.deep.equal([name, detail, true, true, cancelable]);
    }
  });

  it('emit dispatches an instance of the event class, which reaches the document from a shadow root', () => {
    const host = document.createElement('div');
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    document.body.append(host);
    try {
      for (const [name, className, cancelable] of EVENTS) {
        const seen: Event[] = [];
        const listener = (e: Event) => {
          seen.push(e);
          e.preventDefault();
        };
        document.addEventListener(name, listener);
        const notPrevented = emit(inner, name, {} as never);
        document.removeEventListener(name, listener);
        expect(seen.length, className).to.equal(1);
        expect(seen[0], className).to.be.instanceOf(classOf(className));
        // A cancelable event's default action is skipped once a listener prevents it.
        expect(notPrevented, className).to.equal(!cancelable);
      }
    } finally {
      host.remove();
    }
  });
});
