import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-payment-result/shop-payment-result.js';
import { readPaymentOutcome } from '../../src/elements/shop-payment-result/shop-payment-result.js';
import { $, mountShop, newSite, requests, textOf, untilAsync } from './helpers.js';

const original = location.pathname + location.search + location.hash;

async function mountAt(search: string) {
  history.replaceState(null, '', `${location.pathname}${search}`);
  const siteKey = await newSite();
  const sf = await mountShop(siteKey, html`<shop-payment-result><a href="/orders">Your orders</a></shop-payment-result>`);
  const el = sf.querySelector('shop-payment-result')!;
  await el.updateComplete;
  return { siteKey, el };
}

/** What the payment page's return address says after a failed payment, and what the buyer reads. */
const FAILURES: Array<{ title: string; search: string; role?: 'alert' | 'status'; says: string[]; never?: string[] }> = [
  {
    title: 'explains a declined card',
    search: '?pay_success=false&order_id=80002&error=card_declined',
    role: 'alert',
    says: ['Payment failed', 'Your card was declined.', 'Order number: 80002'],
  },
  {
    title: 'explains a cancellation',
    search: '?pay_success=false&order_id=80003&error=user_cancel',
    says: ['Payment cancelled', 'You cancelled the payment.'],
  },
  {
    title: 'shows an unknown error generically, never as HTML',
    search: `?pay_success=false&order_id=80004&error=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    says: ['The payment did not go through.'],
    never: ['onerror'],
  },
  {
    title: 'shows a plain unknown code as text',
    search: '?pay_success=false&error=pg_timeout',
    says: ['The payment did not go through.', 'Error code: pg_timeout'],
    never: ['Order number'],
  },
];

describe('<shop-payment-result>', () => {
  afterEach(() => history.replaceState(null, '', original));

  describe('after a successful payment', () => {
    it('logged out: shows what the payment page reports, with the order number, and re-reads the cart', async () => {
      const { siteKey, el } = await mountAt('?pay_success=true&order_id=80001');
      const box = $(el, '[part~="result"]')!;
      expect(box.getAttribute('role')).to.equal('status');
      expect(textOf(el)).to.contain('The payment page reports that the payment went through.');
      expect(textOf(el)).not.to.contain('Payment complete');
      expect(textOf(el)).to.contain('Order number: 80001');
      await untilAsync(async () => (await requests(siteKey)).some((r) => r.method === 'GET' && r.path === '/guest-cart'), 'cart re-read');
      await expect(el).to.be.accessible();
    });
  });

  describe('after a failed payment', () => {
    for (const row of FAILURES) {
      it(row.title, async () => {
        const { el } = await mountAt(row.search);
        if (row.role) expect($(el, '[part~="result"]')!.getAttribute('role')).to.equal(row.role);
        for (const text of row.says) expect(textOf(el)).to.contain(text);
        for (const text of row.never ?? []) expect(textOf(el)).not.to.contain(text);
        // Whatever the URL says is text, never markup.
        expect(el.shadowRoot!.querySelector('img')).to.be.null;
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('without payment parameters', () => {
    it('shows a neutral notice', async () => {
      const { el } = await mountAt('');
      expect($(el, '[part~="result"]')!.getAttribute('role')).to.equal('status');
      expect(textOf(el)).to.contain('There is no payment result to show');
      expect(textOf(el)).not.to.contain('Payment complete');
      expect(textOf(el)).not.to.contain('Payment failed');
      await expect(el).to.be.accessible();
    });
  });

  it('reads only plain values from the URL', () => {
    expect(readPaymentOutcome('?pay_success=true&order_id=12')).to.deep.equal({ kind: 'success', order_id: '12' });
    expect(readPaymentOutcome('?pay_success=true&order_id=1%3Cb%3E')).to.deep.equal({ kind: 'success', order_id: null });
    expect(readPaymentOutcome('?pay_success=false&error=user_cancel')).to.deep.equal({ kind: 'failure', order_id: null, error: 'user_cancel' });
    expect(readPaymentOutcome('?order_id=5')).to.deep.equal({ kind: 'none' });
  });
});
