/**
 * The guest cart (device cookie) and the logged-in cart (buyer token): read, add, quantity,
 * delete one, empty, and merge the guest cart after login. Every write answers the full cart.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  ApiError,
  type SandboxContext,
  type SandboxEnv,
  Validation,
  bearerToken,
  bodyObject,
  invalid,
  isRecord,
  languageOf,
  toInt,
  unauthorized,
} from '../http.js';
import { checkQuantity, readBuyerInputs, resolveOption, resolveVariant } from '../rules.js';
import { cartBody } from '../shapes/cart.js';
import { type Cart, type CartLine, type OptionRef, type ProductCartLine, type SandboxStore, type Site, type VariantRef, randomToken } from '../store.js';

export function guestCookieName(site: Site): string {
  return `sf_guest_${site.site_id}`;
}

/** Requires a valid buyer token and puts the buyer in the context. */
export function requireBuyer(store: SandboxStore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const buyer = store.buyerByToken(c.get('site'), bearerToken(c));
    if (!buyer) throw unauthorized();
    c.set('buyer', buyer);
    await next();
  };
}

/**
 * The device's guest cart; sets the device cookie on the first call. Over plain http the cookie
 * is `SameSite=Lax` (sent to the sandbox from pages on the same site only, e.g. other localhost
 * ports). Over HTTPS it is `SameSite=None; Secure; Partitioned`, as a platform on another site
 * than the shop has to send it for a browser to keep it at all on a cross-site fetch: kept per
 * top-level site where the browser allows partitioned third-party cookies (docs/sandbox.md).
 */
function guestCart(store: SandboxStore, c: SandboxContext): Cart {
  const site = c.get('site');
  const name = guestCookieName(site);
  let deviceId = getCookie(c, name);
  if (!deviceId || !/^[A-Za-z0-9_-]{8,64}$/.test(deviceId)) {
    deviceId = randomToken('dev_', 18);
    const crossSite =
      new URL(c.req.url).protocol === 'https:' ? ({ sameSite: 'None', secure: true, partitioned: true } as const) : ({ sameSite: 'Lax' } as const);
    setCookie(c, name, deviceId, { httpOnly: true, ...crossSite, path: '/', maxAge: 60 * 60 * 24 * 30 });
  }
  return store.guestCart(site, deviceId);
}

function answer(c: SandboxContext, cart: Cart): Response {
  return c.json(cartBody(cart, c.get('site').catalog, languageOf(c)));
}

function findProductLine(cart: Cart, variantId: number): ProductCartLine | undefined {
  return cart.lines.find((l): l is ProductCartLine => l.item_type === 'product' && l.variant_id === variantId);
}

/** POST body `{ data: { "<variant_id>": { product_id, quantity, buyer_inputs? } | "<option_id>": 1 } }`. */
function addToCart(c: SandboxContext, cart: Cart): void {
  const catalog = c.get('site').catalog;
  const data = bodyObject(c).data;
  if (!isRecord(data) || Object.keys(data).length === 0) {
    throw new ApiError(422, 'The data field is required.', {
      data: ['The data field must be an object keyed by variant_id (products) or option_id (contents).'],
    });
  }
  const v = new Validation();
  const products: { ref: VariantRef; quantity: number; buyer_inputs: Record<string, string> }[] = [];
  const contents: OptionRef[] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = `data.${key}`;
    if (isRecord(value)) {
      const ref = resolveVariant(v, catalog, key, value.product_id, { variant: path, product: `${path}.product_id` });
      const quantity = toInt(value.quantity);
      if (quantity === undefined) v.add(`${path}.quantity`, 'The quantity must be a whole number.');
      if (!ref || quantity === undefined) continue;
      const buyer_inputs = readBuyerInputs(v, ref.product, value.buyer_inputs);
      const already = findProductLine(cart, ref.variant.variant_id)?.quantity ?? 0;
      checkQuantity(v, ref.product, ref.variant, already + quantity, 'quantity');
      products.push({ ref, quantity, buyer_inputs });
    } else {
      const ref = resolveOption(v, catalog, key, path);
      if (value !== 1 && value !== '1') v.add(path, 'A content option is added with the value 1.');
      else if (ref) contents.push(ref);
    }
  }
  v.throwIfAny();

  for (const { ref, quantity, buyer_inputs } of products) {
    const line = findProductLine(cart, ref.variant.variant_id);
    if (line) {
      line.quantity += quantity;
      if (Object.keys(buyer_inputs).length > 0) line.buyer_inputs = buyer_inputs;
    } else {
      cart.lines.push({
        item_type: 'product',
        variant_id: ref.variant.variant_id,
        product_id: ref.product.product_id,
        quantity,
        buyer_inputs,
      });
    }
  }
  for (const ref of contents) {
    const present = cart.lines.some((l) => l.item_type === 'content' && l.option_id === ref.option.option_id);
    if (!present) cart.lines.push({ item_type: 'content', option_id: ref.option.option_id, content_id: ref.content.content_id });
  }
}

/** PUT body `{ item_type: "product", variant_id, quantity }`. */
function changeQuantity(c: SandboxContext, cart: Cart): void {
  const body = bodyObject(c);
  if (body.item_type !== undefined && body.item_type !== 'product') {
    throw invalid('item_type', 'Only products have a quantity; a content always counts as one.');
  }
  const variantId = toInt(body.variant_id);
  const quantity = toInt(body.quantity);
  if (variantId === undefined) throw invalid('variant_id', 'The variant_id must be an integer.');
  if (quantity === undefined) throw invalid('quantity', 'The quantity must be a whole number.');
  const line = findProductLine(cart, variantId);
  const ref = c.get('site').catalog.variant(variantId);
  if (!line || !ref) throw invalid('variant_id', `Variant ${variantId} is not in the cart.`);
  if (!ref.variant.is_active) throw invalid('variant_id', `The selected variant ${variantId} is not available.`);
  const v = new Validation();
  checkQuantity(v, ref.product, ref.variant, quantity, 'quantity');
  v.throwIfAny();
  line.quantity = quantity;
}

/** DELETE one line: item_id is a variant_id with body `{ item_type: "product" }`, else an option_id. */
function deleteLine(c: SandboxContext, cart: Cart): void {
  const body = bodyObject(c);
  const itemType = body.item_type ?? 'content';
  const itemId = toInt(c.req.param('item_id'));
  if (itemType !== 'product' && itemType !== 'content') {
    throw invalid('item_type', 'The item_type must be product or content.');
  }
  const matches = (line: CartLine): boolean =>
    itemType === 'product' ? line.item_type === 'product' && line.variant_id === itemId : line.item_type === 'content' && line.option_id === itemId;
  const index = cart.lines.findIndex(matches);
  if (index < 0) {
    throw new ApiError(
      404,
      itemType === 'product'
        ? `No product line with variant_id ${c.req.param('item_id')} is in the cart.`
        : `No content line with option_id ${c.req.param('item_id')} is in the cart (send { "item_type": "product" } to delete a product).`,
    );
  }
  cart.lines.splice(index, 1);
}

/** Moves the guest cart's lines into the buyer's cart: product quantities add up, contents once. */
function mergeGuest(store: SandboxStore, c: SandboxContext): Cart {
  const site = c.get('site');
  const target = store.buyerCart(site, c.get('buyer'));
  const deviceId = getCookie(c, guestCookieName(site));
  const guest = deviceId ? site.guest_carts.get(deviceId) : undefined;
  if (!guest) return target;
  for (const line of guest.lines) {
    if (line.item_type === 'product') {
      const existing = findProductLine(target, line.variant_id);
      if (existing) {
        existing.quantity += line.quantity;
        if (Object.keys(existing.buyer_inputs).length === 0) existing.buyer_inputs = { ...line.buyer_inputs };
      } else target.lines.push({ ...line, buyer_inputs: { ...line.buyer_inputs } });
    } else if (!target.lines.some((l) => l.item_type === 'content' && l.option_id === line.option_id)) {
      target.lines.push({ ...line });
    }
  }
  guest.lines = [];
  return target;
}

export function cartRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  // Guest cart: the device cookie names it.
  r.get('/guest-cart', (c) => answer(c, guestCart(store, c)));
  r.post('/guest-cart', (c) => {
    const cart = guestCart(store, c);
    addToCart(c, cart);
    return answer(c, cart);
  });
  r.put('/guest-cart/quantity', (c) => {
    const cart = guestCart(store, c);
    changeQuantity(c, cart);
    return answer(c, cart);
  });
  r.delete('/guest-cart/:item_id', (c) => {
    const cart = guestCart(store, c);
    deleteLine(c, cart);
    return answer(c, cart);
  });
  r.delete('/guest-cart', (c) => {
    const cart = guestCart(store, c);
    cart.lines = [];
    return answer(c, cart);
  });

  // Logged-in cart: the buyer token names it.
  const buyerCart = (c: SandboxContext): Cart => store.buyerCart(c.get('site'), c.get('buyer'));
  r.use('/cart', requireBuyer(store));
  r.use('/cart/*', requireBuyer(store));
  r.get('/cart', (c) => answer(c, buyerCart(c)));
  r.post('/cart', (c) => {
    const cart = buyerCart(c);
    addToCart(c, cart);
    return answer(c, cart);
  });
  r.put('/cart/quantity', (c) => {
    const cart = buyerCart(c);
    changeQuantity(c, cart);
    return answer(c, cart);
  });
  r.post('/cart/merge-guest', (c) => answer(c, mergeGuest(store, c)));
  r.delete('/cart/:item_id', (c) => {
    const cart = buyerCart(c);
    deleteLine(c, cart);
    return answer(c, cart);
  });
  r.delete('/cart', (c) => {
    const cart = buyerCart(c);
    cart.lines = [];
    return answer(c, cart);
  });

  return r;
}
