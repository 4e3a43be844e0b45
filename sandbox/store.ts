/**
 * The sandbox's in-memory state: sites, each with its own copy of the seeded catalog, carts,
 * buyers, orders, recorded requests and injected faults. Nothing here knows about HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { seedCategories, seedTags } from './seed/taxonomy.js';
import type { ContentOptionServerFields, ContentServerFields, OptionAxisServerFields, ProductServerFields, VariantServerFields } from './server-fields.js';
import { type BoardData, seedBoards } from './seed/boards.js';

export const LANGUAGES = ['ko', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A text in each storefront language. */
export type Translated = Record<Language, string>;

// ---------------------------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------------------------

export type DisplayType = 'dropdown' | 'radio' | 'color_swatch';

export interface OptionValueRecord {
  /** The value compared with `attributesArray[].value` (language-neutral). */
  value: string;
  display_label: Translated;
  color_hex: string | null;
  image_url: string | null;
}

/** One entry of a product's `options` (an attribute such as Color). */
export interface OptionAxisRecord {
  /** The option's name as the variants and the server API's `options` name it (language-neutral, as `value`). */
  name: string;
  /** The name shown to buyers, in each language: the storefront's `options` and `attributesArray[].name`. */
  label: Translated;
  display_type: DisplayType;
  values: OptionValueRecord[];
  /** Server API only (label, is_required of option_display_settings). */
  server?: OptionAxisServerFields;
}

export interface VariantRecord {
  variant_id: number;
  /** One value per axis of `options`, in order. Empty for a product without options. */
  values: string[];
  is_active: boolean;
  /** Stock. */
  quantity: number;
  base_price: number;
  /** Null when the variant is not on sale. */
  sale_price: number | null;
  /** Server API only (the variant's own price, sku). */
  server?: VariantServerFields;
}

export type BuyerInputType = 'text' | 'textarea' | 'date' | 'time' | 'datetime';

export interface BuyerInputOptionRecord {
  input_option_id: number;
  label: Translated;
  input_type: BuyerInputType;
  placeholder: Translated;
  is_required: boolean;
  max_length: number | null;
  sort_order: number;
  status: 'active' | 'hidden';
}

export interface ShippingRecord {
  /** 0 = free shipping. */
  shipping_fee: number;
  /** A product line whose subtotal reaches this amount ships free. */
  free_over: number | null;
}

/** How a product deviates from the plain public shape when served (see docs/sandbox.md). */
export interface ProductQuirks {
  /** Prices as `"12000.00"`, ids as `"17"`. */
  numeric_strings?: boolean;
  /** Serve the image only under this name instead of thumbnail_link + main_image. */
  image_field?: 'mainImage' | 'img' | 'details';
  /** Legacy `ID` sent beside product_id, with a different value. */
  legacy_id?: number;
  /** Shipping fields under this name instead of inside sourcing_info. */
  shipping_field?: 'shippingDetails' | 'shipping_details' | 'details';
  /** `is_on_sale` as 0/1 or as "0"/"1". */
  is_on_sale_as?: 'int' | 'string';
  /** Detail variants without product_id. */
  variant_without_product_id?: boolean;
}

export interface ProductRecord {
  product_id: number;
  name: Translated;
  /** Seller HTML. */
  description: Translated;
  category_ids: number[];
  tag_ids: number[];
  /** Epoch ms; `orderby=newest` sorts on it. */
  created_at: number;
  main_image: string;
  additional_images: string[];
  options: OptionAxisRecord[];
  variants: VariantRecord[];
  buyer_input_options: BuyerInputOptionRecord[];
  min_quantity: number;
  unit_quantity: number;
  shipping: ShippingRecord;
  quirks: ProductQuirks;
  /** Server API only (sandbox/server-fields.ts). */
  server?: ProductServerFields;
}

export type ContentType = 'vod' | 'live' | 'offline' | 'digital_content';
export const CONTENT_TYPES: readonly ContentType[] = ['vod', 'live', 'offline', 'digital_content'];

export interface ContentOptionRecord {
  option_id: number;
  title: Translated;
  description: Translated;
  price: number;
  sale_price: number;
  /** Epoch ms of the schedule (live, offline) or access period; null when none. */
  starts_at: number | null;
  ends_at: number | null;
  /** Server API only (download_limit_days, access_url, location, files…). */
  server?: ContentOptionServerFields;
}

export interface LessonRecord {
  curriculum_id: number;
  title: Translated;
  duration_text: string;
  is_preview: boolean;
  /** Playback source, kept for the buyer pages; never served by the public detail. */
  media_url: string;
  reference_url: string;
}

export interface ChapterRecord {
  chapter_id: number;
  title: Translated;
  items: LessonRecord[];
}

export interface ContentQuirks {
  /** List item carries `name` instead of `title`. */
  name_instead_of_title?: boolean;
  /** Legacy `class_id` sent beside content_id, with a different value. */
  legacy_class_id?: number;
  /** Prices and ratings as numeric strings. */
  numeric_strings?: boolean;
  /** Detail chapters carry `curriculums_details[]` instead of `items[]`. */
  legacy_chapters?: boolean;
}

export interface ContentRecord {
  content_id: number;
  content_type: ContentType;
  title: Translated;
  description: Translated;
  category_ids: number[];
  tag_ids: number[];
  created_at: number;
  image: string;
  additional_images: string[];
  review_count: number;
  average_rating: number;
  options: ContentOptionRecord[];
  chapters: ChapterRecord[];
  quirks: ContentQuirks;
  /** Server API only (sandbox/server-fields.ts). */
  server?: ContentServerFields;
}

export interface CategoryRecord {
  category_id: number;
  name: Translated;
  slug: string;
  parent_id: number | null;
  /** Also send the legacy `id` (equal to category_id). */
  legacy_id?: boolean;
}

export interface TagRecord {
  tag_id: number;
  name: Translated;
  slug: string;
  target_type: 'product' | 'content';
}

export interface Catalog {
  products: ProductRecord[];
  contents: ContentRecord[];
  categories: CategoryRecord[];
  tags: TagRecord[];
}

export interface VariantRef {
  product: ProductRecord;
  variant: VariantRecord;
}

export interface OptionRef {
  content: ContentRecord;
  option: ContentOptionRecord;
}

/** The seeded catalog with lookups by id. */
export class CatalogIndex {
  readonly products: ProductRecord[];
  readonly contents: ContentRecord[];
  readonly categories: CategoryRecord[];
  readonly tags: TagRecord[];
  private readonly productsById = new Map<number, ProductRecord>();
  private readonly contentsById = new Map<number, ContentRecord>();
  private readonly variantsById = new Map<number, VariantRef>();
  private readonly optionsById = new Map<number, OptionRef>();

  constructor(catalog: Catalog) {
    this.products = catalog.products;
    this.contents = catalog.contents;
    this.categories = catalog.categories;
    this.tags = catalog.tags;
    for (const product of this.products) {
      this.productsById.set(product.product_id, product);
      for (const variant of product.variants) this.variantsById.set(variant.variant_id, { product, variant });
    }
    for (const content of this.contents) {
      this.contentsById.set(content.content_id, content);
      for (const option of content.options) this.optionsById.set(option.option_id, { content, option });
    }
  }

  /**
   * Adds a new product or content to this index, in place (a create of the server API: O(1)
   * instead of indexing the whole catalog again, which made a push of 10,000 items quadratic).
   */
  add(record: { product: ProductRecord } | { content: ContentRecord }): void {
    if ('product' in record) {
      const product = record.product;
      this.products.push(product);
      this.productsById.set(product.product_id, product);
      for (const variant of product.variants) this.variantsById.set(variant.variant_id, { product, variant });
    } else {
      const content = record.content;
      this.contents.push(content);
      this.contentsById.set(content.content_id, content);
      for (const option of content.options) this.optionsById.set(option.option_id, { content, option });
    }
  }

  product(id: number): ProductRecord | undefined {
    return this.productsById.get(id);
  }
  content(id: number): ContentRecord | undefined {
    return this.contentsById.get(id);
  }
  variant(id: number): VariantRef | undefined {
    return this.variantsById.get(id);
  }
  option(id: number): OptionRef | undefined {
    return this.optionsById.get(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Carts, buyers, orders
// ---------------------------------------------------------------------------------------------

export interface ProductCartLine {
  item_type: 'product';
  variant_id: number;
  product_id: number;
  quantity: number;
  /** Active buyer inputs only, keyed by input_option_id. */
  buyer_inputs: Record<string, string>;
}

export interface ContentCartLine {
  item_type: 'content';
  option_id: number;
  content_id: number;
}

export type CartLine = ProductCartLine | ContentCartLine;

export interface Cart {
  lines: CartLine[];
}

export interface Buyer {
  user_id: number;
  name: string;
  nickname: string;
  email: string;
  user_phone: string | null;
}

export interface Receiver {
  receiver_name: string;
  phone: string;
  address: string;
  address_detailed: string;
  postal_code: string;
  pcc_number: string;
  region: { country: string };
}

/** One purchased item of an order; later served as a line item of the buyer pages. */
export interface OrderLine {
  kind: 'product' | 'content';
  product_id: number | null;
  variant_id: number | null;
  content_id: number | null;
  option_id: number | null;
  content_type: ContentType | null;
  title: Translated;
  subtitle: Translated;
  quantity: number;
  unit_price: number;
  /** unit_price × quantity. */
  price: number;
  shipping_price: number;
  buyer_inputs: Record<string, string>;
}

export type OrderStatus = 'pending' | 'paid';

export interface PaymentAttempt {
  nonce: string;
  redirect_url: string;
  /** The fields handed out by POST /payments/initialize. */
  fields_sent: Record<string, string | null>;
  /** Every field the payment page received, unchanged; null until the form is posted. */
  fields_received: Record<string, string> | null;
  outcome: 'paid' | 'failed' | 'cancelled' | null;
  created_at: string;
}

export interface Order {
  order_id: number;
  user_id: number;
  status: OrderStatus;
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  /** Payable amount: subtotal + shipping. */
  price: number;
  currency: string;
  /** The front end's estimate, as sent. */
  total_price: unknown;
  order_memo: string;
  receiver: Receiver;
  created_at: string;
  paid_at: string | null;
  payments: PaymentAttempt[];
}

export interface IdpCode {
  code: string;
  name: string;
  email: string;
  redirect_uri: string;
  state: string | null;
  expires_at: number;
}

/** A payment page session: one nonce, single use. */
export interface PaymentSession {
  nonce: string;
  site_key: string;
  order_id: number;
  user_id: number;
  redirect_url: string;
  used: boolean;
}

// ---------------------------------------------------------------------------------------------
// Test support: recorded requests and faults
// ---------------------------------------------------------------------------------------------

export interface RequestRecord {
  method: string;
  /** Path after /api/storefront/v1. */
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  has_token: boolean;
  origin: string | null;
  /** The `Host` header: which name of the sandbox the call was sent to (`localhost:8787`, `evil.localhost:8787`). */
  host: string | null;
  /** Response status; null when the answer was dropped or never sent. */
  status: number | null;
  at: string;
  /** True when the client went away (aborted the request) before an answer was sent. */
  aborted?: boolean;
}

export type FaultKind = 'status' | 'latency' | 'malformed' | 'html' | 'drop' | 'hang';
export const FAULT_KINDS: readonly FaultKind[] = ['status', 'latency', 'malformed', 'html', 'drop', 'hang'];

export interface Fault {
  method: string | null;
  /** Prefix of the path after /api/storefront/v1. */
  path: string;
  kind: FaultKind;
  status: number;
  body: unknown;
  delay_ms: number;
  retry_after: string | null;
  /** Matching requests still to be hit. */
  remaining: number;
  /**
   * True: the request is handled first (the platform acts: an order is created, a line added),
   * then its answer is replaced by the fault. Lost answers after the platform acted.
   */
  after: boolean;
}

// ---------------------------------------------------------------------------------------------
// Sites and the store
// ---------------------------------------------------------------------------------------------

export interface Site {
  site_id: number;
  site_key: string;
  site_name: string;
  logo: string | null;
  origins: Set<string>;
  catalog: CatalogIndex;
  /** Guest carts by device cookie value. */
  guest_carts: Map<string, Cart>;
  /** Logged-in carts by user_id. */
  carts: Map<number, Cart>;
  buyers: Map<number, Buyer>;
  /** Buyer token → user_id. */
  tokens: Map<string, number>;
  orders: Map<number, Order>;
  idp_codes: Map<string, IdpCode>;
  /** Successful login callbacks so far (every second one answers `access_token`). */
  callbacks_answered: number;
  /** Set by `POST /__sandbox/login-start`: what `GET /auth/idp-client` answers instead of its own data. */
  login_start: unknown;
  requests: RequestRecord[];
  faults: Fault[];
  next_user_id: number;
  next_order_id: number;
  /** The server private API key of this site (`Authorization: Bearer` on /api/public/v1). */
  server_key: string;
  /** Boards, posts and comments (see docs/sandbox.md "Boards"). */
  boards: BoardData;
  /** Currency of checkout metadata, orders and payment starts (ISO 4217). Default KRW. */
  currency: string;
  /** `payment.method` of payment starts (the payment page accepts POST, and GET when this is GET). Default POST. */
  payment_form_method: string;
}

export interface CreateSiteOptions {
  origins: Iterable<string>;
  site_key?: string;
  site_name?: string;
  logo?: string | null;
  server_key?: string;
  currency?: string;
  payment_form_method?: string;
}

export const DEMO_SITE_KEY = 'demo-site-key';
/** The demo site's server private key (server catalog API). */
export const DEMO_SERVER_KEY = 'demo-server-key';
/** The site the seed catalog is pushed into at start (sandbox/server-api.ts); every site copies its catalog. */
export const TEMPLATE_SITE_KEY = 'sandbox-seed-template';
export const TEMPLATE_SERVER_KEY = 'sandbox-seed-template-server-key';
const PAYMENT_SECRET = randomBytes(16).toString('hex');

export function randomToken(prefix: string, bytes = 18): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** `http://localhost:8080/` → `http://localhost:8080`; undefined when not an http(s) origin. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export class SandboxStore {
  readonly publicUrl: string;
  private readonly sitesByKey = new Map<string, Site>();
  private readonly sitesById = new Map<number, Site>();
  private readonly paymentSessions = new Map<string, PaymentSession>();
  private nextSiteId = 1;
  private readonly sitesByServerKey = new Map<string, Site>();
  /** True once the template site holds the seed catalog. */
  private seeded = false;
  /** The site the seed catalog is pushed into through the server API; new sites copy its catalog. */
  readonly template: Site;

  constructor(opts: { publicUrl: string; demoOrigins: string[] }) {
    this.publicUrl = opts.publicUrl.replace(/\/+$/, '');
    this.createSite({
      origins: opts.demoOrigins,
      site_key: DEMO_SITE_KEY,
      site_name: 'Sandbox Shop',
      logo: this.imageUrl('logo-sandbox-shop'),
      server_key: DEMO_SERVER_KEY,
    });
    this.template = this.createSite({ origins: [], site_key: TEMPLATE_SITE_KEY, site_name: 'Seed template', server_key: TEMPLATE_SERVER_KEY });
  }

  imageUrl(name: string): string {
    return `${this.publicUrl}/__sandbox/images/${name}.svg`;
  }

  createSite(opts: CreateSiteOptions): Site {
    const site_id = this.nextSiteId++;
    const origins = new Set<string>();
    for (const o of opts.origins) {
      const origin = normalizeOrigin(o);
      if (origin) origins.add(origin);
    }
    const site: Site = {
      site_id,
      site_key: opts.site_key ?? randomToken(`sk_test_${site_id}_`, 12),
      site_name: opts.site_name ?? `Test Shop ${site_id}`,
      logo: opts.logo ?? null,
      origins,
      catalog: this.newSiteCatalog(),
      guest_carts: new Map(),
      carts: new Map(),
      buyers: new Map(),
      tokens: new Map(),
      orders: new Map(),
      idp_codes: new Map(),
      callbacks_answered: 0,
      login_start: null,
      requests: [],
      faults: [],
      next_user_id: 9001,
      next_order_id: 80001,
      server_key: opts.server_key ?? randomToken(`sv_test_${site_id}_`, 18),
      boards: seedBoards(Date.now()),
      currency: opts.currency ?? 'KRW',
      payment_form_method: opts.payment_form_method ?? 'POST',
    };
    this.sitesByKey.set(site.site_key, site);
    this.sitesById.set(site.site_id, site);
    this.sitesByServerKey.set(site.server_key, site);
    return site;
  }

  /** A copy of the template's catalog once seeded; before, the taxonomy alone. */
  private newSiteCatalog(): CatalogIndex {
    if (!this.seeded) return new CatalogIndex({ products: [], contents: [], categories: seedCategories(), tags: seedTags() });
    const { products, contents, categories, tags } = this.template.catalog;
    return new CatalogIndex(structuredClone({ products, contents, categories, tags }));
  }

  /** Called once the seed catalog is in the template site: sites made before (the demo site) get a copy. */
  templateSeeded(): void {
    this.seeded = true;
    for (const site of this.sitesByKey.values()) if (site !== this.template) site.catalog = this.newSiteCatalog();
  }

  siteByServerKey(key: string | undefined | null): Site | undefined {
    return key ? this.sitesByServerKey.get(key) : undefined;
  }

  siteByKey(key: string | undefined | null): Site | undefined {
    return key ? this.sitesByKey.get(key) : undefined;
  }

  siteById(id: number): Site | undefined {
    return this.sitesById.get(id);
  }

  /** Every site, in creation order (the MCP consent page lists them as platforms). */
  sites(): Site[] {
    return [...this.sitesById.values()];
  }

  /** True when any site lists this origin (CORS answers for it). */
  isOriginAllowedAnywhere(origin: string): boolean {
    for (const site of this.sitesByKey.values()) if (site.origins.has(origin)) return true;
    return false;
  }

  // --- buyers -----------------------------------------------------------------------------------

  /** Finds the site's buyer with this email (case-insensitive) or creates one. */
  findOrCreateBuyer(site: Site, input: { name?: string; email: string }): Buyer {
    const email = input.email.trim();
    for (const buyer of site.buyers.values()) {
      if (buyer.email.toLowerCase() === email.toLowerCase()) return buyer;
    }
    const name = input.name?.trim() || email.split('@')[0] || 'Buyer';
    const buyer: Buyer = {
      user_id: site.next_user_id++,
      name,
      nickname: name,
      email,
      user_phone: email.toLowerCase() === DEMO_BUYER.email ? DEMO_BUYER.user_phone : null,
    };
    site.buyers.set(buyer.user_id, buyer);
    return buyer;
  }

  issueToken(site: Site, buyer: Buyer): string {
    const token = randomToken('sbx_', 24);
    site.tokens.set(token, buyer.user_id);
    return token;
  }

  buyerByToken(site: Site, token: string | undefined): Buyer | undefined {
    if (!token) return undefined;
    const userId = site.tokens.get(token);
    return userId === undefined ? undefined : site.buyers.get(userId);
  }

  // --- carts ------------------------------------------------------------------------------------

  guestCart(site: Site, deviceId: string): Cart {
    let cart = site.guest_carts.get(deviceId);
    if (!cart) {
      cart = { lines: [] };
      site.guest_carts.set(deviceId, cart);
    }
    return cart;
  }

  buyerCart(site: Site, buyer: Buyer): Cart {
    let cart = site.carts.get(buyer.user_id);
    if (!cart) {
      cart = { lines: [] };
      site.carts.set(buyer.user_id, cart);
    }
    return cart;
  }

  // --- payments ---------------------------------------------------------------------------------

  openPaymentSession(site: Site, order: Order, redirect_url: string): PaymentSession {
    const session: PaymentSession = {
      nonce: randomToken('pn_', 18),
      site_key: site.site_key,
      order_id: order.order_id,
      user_id: order.user_id,
      redirect_url,
      used: false,
    };
    this.paymentSessions.set(session.nonce, session);
    return session;
  }

  paymentSession(nonce: string | undefined): PaymentSession | undefined {
    return nonce ? this.paymentSessions.get(nonce) : undefined;
  }

  /** A signature over the amount fields, so the payment page notices a changed field. */
  paymentSignature(fields: { nonce: string; order_id: string; price: string }): string {
    return createHash('sha256').update(`${PAYMENT_SECRET}|${fields.nonce}|${fields.order_id}|${fields.price}`).digest('base64');
  }
}

/** The buyer prefilled on the sign-in page and used by POST /__sandbox/login by default. */
export const DEMO_BUYER = {
  name: '김민지',
  email: 'minji@example.com',
  user_phone: '010-1234-5678',
} as const;
