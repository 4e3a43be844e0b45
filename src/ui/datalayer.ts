/**
 * The `analytics="datalayer"` adapter of `<shop-storefront>` (README, "Analytics"; design:
 * docs/spec/public-api.md, "Beyond the catalog"): a chunk of its own, which the storefront imports
 * only when the attribute is there. It listens to the shop events of the whole page and pushes the
 * matching GA4 e-commerce event to `window.dataLayer` (made when missing), each after GA4's
 * recommended `{ ecommerce: null }`:
 *
 * | shop event | pushed |
 * |---|---|
 * | `shop-view-item-list` | `view_item_list` |
 * | `shop-view-item` | `view_item` |
 * | `shop-cart-add` | `add_to_cart` |
 * | `shop-cart-remove` | `remove_from_cart` |
 * | `shop-begin-checkout` | `begin_checkout` |
 * | `shop-purchase` | `purchase` (with `transaction_id`, the order_id as a string, and `items: []`) |
 *
 * Shape: `{ event, ecommerce: { currency, value, items: [{ item_id, item_name, price, quantity }] } }`;
 * `item_id` is the product_id or content_id as a string; prices and `value` in the currency's
 * major unit. A cart event's name and price come from what the page already read (the cart's
 * lines, else an item a list or detail showed), never from a request of its own. What is not
 * known is undefined (so absent from the pushed data's JSON): `item_id` of a content line without
 * content_id, `item_name` and `price` of an item the page never read, `value` when a price is
 * unknown (or the event's is null), `currency` when the event's is null. Nothing of the buyer (name, email, phone,
 * address, token) is ever pushed: the events carry none.
 */
import type { heldEvents } from '../events/held-events.js';
import type { Shop } from '../state/shop.js';

/** A GA4 item (undefined: not known). */
export interface DataLayerItem {
  item_id: string | undefined;
  item_name?: string | undefined;
  price?: number | undefined;
  quantity: number;
}

/** The GA4 event of each shop event pushed. */
const GA4_EVENTS: Record<string, string> = {
  'shop-view-item-list': 'view_item_list',
  'shop-view-item': 'view_item',
  'shop-cart-add': 'add_to_cart',
  'shop-cart-remove': 'remove_from_cart',
  'shop-begin-checkout': 'begin_checkout',
  'shop-purchase': 'purchase',
};

/**
 * Any item an event carries: a shown item (`{ product_id | content_id, name, price }`), a cart
 * line (`CartItem`: `variant_id` | `option_id`, `name` | `title`, `unit_price`, `quantity`) or a
 * cart event's line (`variant_id` | `option_id`, `product_id`, `quantity`, no name).
 */
type AnyItem = {
  product_id?: number;
  content_id?: number | null;
  variant_id?: number;
  option_id?: number;
  name?: string;
  title?: string;
  price?: number | null;
  unit_price?: number | null;
  quantity?: number;
};

/** Any event's detail (see the table above). */
type AnyDetail = AnyItem & { items?: AnyItem[]; order_id?: number; value?: number | null; currency?: string | null };

/** What the page read, by `v<variant_id>` / `o<option_id>` (cart lines), `p<product_id>` / `c<content_id>` (shown items). */
const known: Record<string, Omit<DataLayerItem, 'quantity'>> = {};

/** The GA4 item of `x`; an item with a name teaches its name and price for later cart events. */
function item(x: AnyItem): DataLayerItem {
  const key = x.variant_id ? `v${x.variant_id}` : x.option_id ? `o${x.option_id}` : x.product_id ? `p${x.product_id}` : `c${x.content_id}`;
  const id = x.product_id ?? x.content_id;
  const item_name = x.name ?? x.title;
  const item_id = id == null ? undefined : String(id);
  if (item_name !== undefined) known[key] = { item_id, item_name, price: x.price ?? x.unit_price ?? undefined };
  return { item_id, ...known[key], quantity: x.quantity ?? 1 };
}

const learn = ({ cart }: { cart: { items: AnyItem[] } | null }) => cart?.items.forEach(item);

/** The storefront whose currency and cart the pushes use: the last one started. */
let current: Shop | undefined;

function handle(e: Event): void {
  const d = (e as CustomEvent<AnyDetail>).detail;
  const items = d.order_id ? [] : (d.items ?? [d]).map(item);
  // The event's value (null: unknown), else the items' total when every price is known.
  let value = d.value;
  if (value === undefined) value = items.some((i) => i.price === undefined) ? null : items.reduce((sum, i) => sum + i.price! * i.quantity, 0);
  ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []).push(
    { ecommerce: null },
    {
      event: GA4_EVENTS[e.type],
      ecommerce: {
        currency: ('currency' in d ? d.currency : current!.currency) ?? undefined,
        value: value ?? undefined,
        ...(d.order_id ? { transaction_id: String(d.order_id) } : {}),
        items,
      },
    },
  );
}

/**
 * Starts pushing the page's shop events to `window.dataLayer` (the listeners are added once per
 * page, whatever the number of storefronts), first those `held` while this chunk loaded (the
 * storefront's `heldEvents`, given here so that this chunk imports nothing from the core; their
 * keeping stops). `shop`: the storefront's, for its currency and cart (the last one started wins).
 */
export function startDataLayer(shop: Shop, held: typeof heldEvents): void {
  if (shop !== current) {
    learn(shop.cart.value);
    shop.cart.subscribe(learn);
  }
  const first = !current;
  current = shop;
  // The events emitted while this chunk loaded, then every later one.
  held.list?.forEach((e) => GA4_EVENTS[e.type] && handle(e));
  held.list = undefined;
  if (first) for (const name in GA4_EVENTS) document.addEventListener(name, handle);
}
