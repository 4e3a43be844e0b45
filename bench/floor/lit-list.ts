/**
 * The floor of any Lit-based library on the first-paint page: Lit alone (lit-element, lit-html,
 * reactive-element), one `<shop-product-list>` element that sends the vanilla page's request
 * (same URL and headers) as it connects, and renders the vanilla page's cards (image, name link,
 * price with struck base price, sold-out or sale badge) with one Lit template in its shadow root,
 * styled the same way. No storefront, session, cart, strings, readers or checks: what a page pays
 * for Lit and a shadow root before any of our code.
 *
 * Bundled by the bench server (esbuild, minified, one ES module) and served at
 * `/floor/lit-list.js` for bench/pages/paint-lit.html; its first card and heap are measured
 * beside the elements and the vanilla pages in the same runs (informational, not a budget).
 */
import { LitElement, css, html, nothing } from 'lit';

interface RawPrice {
  price: unknown;
  base_price: unknown;
  is_on_sale: unknown;
}
interface RawProduct {
  product_id: number;
  name: string;
  price?: RawPrice[];
  variants?: { quantity: unknown }[];
  thumbnail_link?: string;
  main_image?: { image_url?: string };
  img?: string[];
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1';

class LitList extends LitElement {
  static override styles = css`
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
      gap: 16px;
      font-family: system-ui, sans-serif;
    }
    li {
      position: relative;
      display: flex;
      flex-direction: column;
      gap: 8px;
      padding: 8px;
      border: 1px solid #d9d9d9;
      border-radius: 8px;
    }
    img {
      display: block;
      width: 100%;
      aspect-ratio: 1;
      object-fit: cover;
      border-radius: 4px;
      background: #d9d9d9;
    }
    h3 {
      margin: 0;
      font-size: 1em;
      font-weight: 600;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
    a::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    .base {
      text-decoration: line-through;
      color: #595959;
      margin-inline-start: 4px;
    }
    .badge {
      position: absolute;
      top: 12px;
      left: 12px;
      padding: 2px 6px;
      border-radius: 4px;
      background: #c41d1d;
      color: #fff;
      font-size: 0.75em;
    }
  `;

  static override properties = { products: { state: true } };

  products: RawProduct[] | null = null;
  #money: Intl.NumberFormat | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    const storefront = this.closest('shop-storefront');
    const api = storefront?.getAttribute('base-url') ?? '';
    void fetch(`${api}/api/storefront/v1/products?limit=20&page=1&language=en`, {
      headers: { Accept: 'application/json', 'X-Service-Site-Key': storefront?.getAttribute('site-key') ?? '' },
      credentials: 'include',
      mode: 'cors',
    })
      .then((res) => res.json())
      .then((body: { products: { data: RawProduct[] } }) => {
        this.products = body.products.data;
      });
  }

  override render() {
    if (!this.products) return html`<p>Loading…</p>`;
    // Built when the answer is there, as the vanilla page does.
    const money = (this.#money ??= new Intl.NumberFormat('en', { style: 'currency', currency: 'KRW' }));
    return html`<ul>
      ${this.products.map((p) => {
        const prices = (p.price ?? []).map((x) => ({ price: Number(x.price), base: Number(x.base_price), sale: truthy(x.is_on_sale) }));
        const low = prices.reduce((a, b) => (b.price < a.price ? b : a), prices[0]!);
        const soldOut = (p.variants ?? []).every((v) => Number(v.quantity) === 0);
        const image = p.thumbnail_link ?? p.main_image?.image_url ?? p.img?.[0];
        return html`<li part="card">
          <img src=${image ?? ''} alt=${p.name} loading="lazy" decoding="async" />
          <h3><a href="/product.html?id=${encodeURIComponent(p.product_id)}">${p.name}</a></h3>
          <div>${low ? html`${money.format(low.price)}${low.sale ? html`<s class="base">${money.format(low.base)}</s>` : nothing}` : nothing}</div>
          ${soldOut || low?.sale ? html`<span class="badge">${soldOut ? 'Sold out' : 'Sale'}</span>` : nothing}
        </li>`;
      })}
    </ul>`;
  }
}

customElements.define('shop-product-list', LitList);
