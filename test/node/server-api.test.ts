/**
 * The sandbox's server catalog API through the seller toolkit, over real HTTP
 * (`node --import tsx --test test/node/server-api.test.ts`): keys, round trips of each content
 * type and of products, PUT replacement rules, the sandbox's own 422s, multipart bodies, and what
 * the storefront API shows of the result. Each test makes its own site.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { CatalogAdminClient, CatalogAdminError, type ContentCreatePayload, type ProductCreatePayload } from '../../src/server/index.js';

type Json = Record<string, any>;

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0 });
});
after(async () => {
  await sandbox.close();
});

interface TestSite {
  siteKey: string;
  serverKey: string;
  admin: CatalogAdminClient;
  /** GET on the storefront API of the site. */
  storefront(path: string): Promise<Json>;
  /** A raw call to the server API (bypasses the toolkit's own checks). */
  raw(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Json }>;
}

async function newSite(): Promise<TestSite> {
  const res = await fetch(`${sandbox.url}/__sandbox/sites`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ origins: [] }),
  });
  const { site_key: siteKey, server_key: serverKey } = (await res.json()) as Json;
  assert.equal(typeof serverKey, 'string');
  return {
    siteKey,
    serverKey,
    admin: new CatalogAdminClient({ baseUrl: sandbox.url, key: serverKey, siteKey }),
    async storefront(path) {
      const r = await fetch(`${sandbox.url}/api/storefront/v1${path}`, { headers: { 'X-Service-Site-Key': siteKey, Accept: 'application/json' } });
      assert.equal(r.status, 200, `${path}: ${r.status}`);
      return (await r.json()) as Json;
    },
    async raw(method, path, body, headers = {}) {
      const isForm = body instanceof FormData;
      const r = await fetch(`${sandbox.url}/api/public/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${serverKey}`,
          Accept: 'application/json',
          ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      });
      return { status: r.status, body: (await r.json()) as Json };
    },
  };
}

const IMAGE = 'https://cdn.example.com/img/cover.png';
const lesson = (title: string, duration_text = '05:00') => ({ title, media_url: `https://media.example.com/${encodeURIComponent(title)}.m3u8`, duration_text });

function vodPayload(): ContentCreatePayload {
  return {
    content_type: 'vod',
    title: '러스트 입문',
    description_html: '<p>소유권부터.</p>',
    category_ids: [18],
    featured_image: IMAGE,
    images: ['https://cdn.example.com/img/a.png', 'https://cdn.example.com/img/b.png'],
    tag_ids: [26],
    status: 'publish',
    installment_month: 3,
    options: [{ title: '평생 소장', base_price: 88000, sale_price: 66000, download_limit_days: 0 }],
    chapters: [
      { title: '시작', items: [lesson('설치'), lesson('첫 프로그램', '07:15')] },
      { title: '소유권', items: [lesson('이동'), lesson('빌림')] },
    ],
    translations: {
      en: {
        title: 'Rust for Beginners',
        options: [{ title: 'Lifetime' }],
        chapters: [{ title: 'Start', items: [{ title: 'Install' }, { title: 'First program' }] }, { title: 'Ownership' }],
      },
    },
  };
}

const laterText = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;
};

describe('keys', () => {
  it("answers 401 without a key and with a wrong key, 403 with another site's key", async () => {
    const site = await newSite();
    const other = await newSite();
    const none = await fetch(`${sandbox.url}/api/public/v1/contents`, { headers: { Accept: 'application/json' } });
    assert.equal(none.status, 401);
    assert.match(((await none.json()) as Json).message, /missing/);

    const wrong = new CatalogAdminClient({ baseUrl: sandbox.url, key: 'sv_wrong' });
    await assert.rejects(
      wrong.listProducts(),
      (e: unknown) => e instanceof CatalogAdminError && e.status === 401 && e.kind === 'http' && /wrong/.test(e.message),
    );
    const storefrontKey = new CatalogAdminClient({ baseUrl: sandbox.url, key: site.siteKey });
    await assert.rejects(storefrontKey.getContent(501), (e: unknown) => e instanceof CatalogAdminError && e.status === 401);

    const crossed = new CatalogAdminClient({ baseUrl: sandbox.url, key: other.serverKey, siteKey: site.siteKey });
    await assert.rejects(crossed.getProduct(101), (e: unknown) => e instanceof CatalogAdminError && e.status === 403 && /another site/.test(e.message));
    await assert.rejects(
      crossed.createProduct({ title: 'X', category_id: 11, featured_image: IMAGE }),
      (e: unknown) => e instanceof CatalogAdminError && e.status === 403,
    );
    // Nothing was created on either site.
    assert.equal((await site.admin.listProducts({ limit: 100 })).total, 33);
    assert.equal((await other.admin.listProducts({ limit: 100 })).total, 33);
  });

  it('gives the demo site the key demo-server-key', async () => {
    const demo = new CatalogAdminClient({ baseUrl: sandbox.url, key: 'demo-server-key', siteKey: 'demo-site-key' });
    assert.equal((await demo.getProduct(101)).title, '리넨 셔츠');
  });

  it("refuses the sandbox-only seeding header from a site's own key", async () => {
    const site = await newSite();
    const seed = Buffer.from(JSON.stringify({ product_id: 999 })).toString('base64url');
    const answer = await site.raw('POST', '/products', { title: 'X', category_id: 11, featured_image: IMAGE }, { 'X-Sandbox-Seed': seed });
    assert.equal(answer.status, 403);
  });
});

describe('contents', () => {
  it('creates a vod and shows it on the storefront with the storefront names', async () => {
    const site = await newSite();
    const { content_id, success, tag_ids } = await site.admin.createContent(vodPayload());
    assert.equal(success, true);
    assert.deepEqual(tag_ids, [26]);
    assert.ok(content_id > 518);

    const stored = await site.admin.getContent(content_id);
    assert.equal(stored.content_type, 'vod');
    assert.equal(stored.status, 'publish');
    assert.equal(stored.installment_month, 3);
    assert.deepEqual(stored.category_ids, [18]);
    assert.equal((stored.categories as Json[])[0]!.name, '프로그래밍');
    assert.equal(stored.options.length, 1);
    assert.equal(stored.options[0]!.sale_price, 66000);
    assert.equal(stored.chapters.length, 2);
    assert.equal(stored.chapters[0]!.items[1]!.title, '첫 프로그램');
    assert.equal(stored.chapters[0]!.items[1]!.duration_text, '07:15');

    const list = await site.storefront('/contents?content_type=vod&limit=100');
    const card = list.contents.data.find((c: Json) => c.content_id === content_id);
    assert.equal(card.title, '러스트 입문');
    assert.equal(card.options[0].option_id, stored.options[0]!.option_id);
    const detail = await site.storefront(`/contents/${content_id}?language=en`);
    assert.equal(detail.content.title, 'Rust for Beginners');
    assert.equal(detail.curriculums[0].option_id, stored.options[0]!.option_id);
    assert.equal(detail.curriculums[0].title, 'Lifetime');
    assert.deepEqual(
      detail.chapters.map((ch: Json) => ch.title),
      ['Start', 'Ownership'],
    );
    assert.deepEqual(
      detail.chapters[0].items.map((l: Json) => l.curriculum_id),
      stored.chapters[0]!.items.map((l) => l.curriculum_id),
    );
    // No English for a lesson: it falls back to the Korean text it was created with.
    assert.equal(detail.chapters[1].items[0].title, '이동');
    assert.ok(!JSON.stringify(detail).includes('media_url'));
  });

  it('synchronizes options, chapters and lessons on update, and leaves unsent fields alone', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent(vodPayload());
    const before = await site.admin.getContent(content_id);
    const [ch1, ch2] = before.chapters;
    const option = before.options[0]!;

    await site.admin.updateContent(
      content_id,
      {
        options: [{ option_id: option.option_id, title: '평생 소장', base_price: 77000, download_limit_days: 365 }],
        chapters: [
          // Chapter 1 kept, its second lesson kept and renamed, its first lesson dropped, a lesson added.
          {
            chapter_id: ch1!.chapter_id,
            title: '시작하기',
            items: [{ curriculum_id: ch1!.items[1]!.curriculum_id, ...lesson('처음 만드는 프로그램', '08:00') }, lesson('도구')],
          },
          // Chapter 2 dropped; a new chapter added.
          { title: '에러 처리', items: [lesson('Result')] },
        ],
      },
      { contentType: 'vod' },
    );

    const after = await site.admin.getContent(content_id);
    assert.equal(after.options[0]!.option_id, option.option_id);
    assert.equal(after.options[0]!.base_price, 77000);
    assert.equal(after.options[0]!.sale_price, null);
    assert.equal(after.options[0]!.download_limit_days, 365);
    assert.equal(after.chapters.length, 2);
    assert.equal(after.chapters[0]!.chapter_id, ch1!.chapter_id);
    assert.notEqual(after.chapters[1]!.chapter_id, ch2!.chapter_id);
    assert.equal(after.chapters[0]!.items[0]!.curriculum_id, ch1!.items[1]!.curriculum_id);
    assert.equal(after.chapters[0]!.items[0]!.title, '처음 만드는 프로그램');
    assert.ok(!after.chapters.flatMap((ch) => ch.items.map((l) => l.curriculum_id)).includes(ch1!.items[0]!.curriculum_id));
    // Unsent fields keep their values.
    assert.equal(after.title, before.title);
    assert.equal(after.description_html, before.description_html);
    assert.deepEqual(after.images, before.images);
    assert.deepEqual(after.tag_ids, [26]);
    assert.equal(after.installment_month, 3);

    const detail = await site.storefront(`/contents/${content_id}`);
    assert.deepEqual(
      detail.chapters.map((ch: Json) => ch.title),
      ['시작하기', '에러 처리'],
    );
    assert.equal(detail.content.options[0].price, 77000);
    assert.equal(detail.chapters[0].items[0].is_preview, true);
  });

  it('replaces images, categories and the tag; an empty tag_ids removes it', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent(vodPayload());
    await site.admin.updateContent(content_id, {
      images: ['https://cdn.example.com/img/c.png'],
      category_ids: [19, 20],
      tag_ids: [],
      featured_image: 'https://cdn.example.com/img/new.webp',
    });
    const after = await site.admin.getContent(content_id);
    assert.deepEqual(after.images, ['https://cdn.example.com/img/c.png']);
    assert.deepEqual(after.category_ids, [19, 20]);
    assert.deepEqual(after.tag_ids, []);
    assert.equal(after.featured_image, 'https://cdn.example.com/img/new.webp');
    assert.equal(after.options[0]!.option_id, (await site.admin.getContent(content_id)).options[0]!.option_id);
    const tagged = await site.storefront('/contents?tag_id=26&limit=100');
    assert.ok(!tagged.contents.data.some((c: Json) => c.content_id === content_id));
    const inCooking = await site.storefront('/contents?category_id=20&limit=100');
    assert.ok(inCooking.contents.data.some((c: Json) => c.content_id === content_id));
  });

  it('round-trips a live content: schedules, options kept, dropped and added', async () => {
    const site = await newSite();
    const [s1, e1, s2, e2] = [laterText(10, 19), laterText(10, 21), laterText(17, 19), laterText(17, 21)];
    const { content_id } = await site.admin.createContent({
      content_type: 'live',
      title: 'Live Q&A',
      description_html: '<p>Ask.</p>',
      category_ids: [18],
      featured_image: IMAGE,
      options: [
        { title: 'Session 1', base_price: 30000, start_at: s1, end_at: e1, access_url: 'https://live.example.com/1' },
        { title: 'Session 2', base_price: 30000, sale_price: 25000, start_at: s2, end_at: e2, access_url: 'https://live.example.com/2' },
      ],
    });
    const created = await site.admin.getContent(content_id);
    assert.equal(created.status, 'pending');
    assert.deepEqual(created.chapters, []);
    assert.equal(created.options[1]!.start_at, s2);
    assert.equal(created.options[1]!.access_url, 'https://live.example.com/2');
    const detail = await site.storefront(`/contents/${content_id}`);
    assert.deepEqual(
      detail.content.option_details.map((o: Json) => [o.duration_start, o.duration_end]),
      [
        [s1, e1],
        [s2, e2],
      ],
    );

    const [keep, drop] = created.options;
    const [s3, e3] = [laterText(24, 10), laterText(24, 12)];
    await site.admin.updateContent(content_id, {
      options: [
        { option_id: keep!.option_id, title: 'Session 1 (moved)', base_price: 30000, start_at: s3, end_at: e3, access_url: 'https://live.example.com/1' },
        { title: 'Session 3', base_price: 35000, start_at: s2, end_at: e2, access_url: 'https://live.example.com/3' },
      ],
    });
    const after = await site.admin.getContent(content_id);
    assert.equal(after.options.length, 2);
    assert.equal(after.options[0]!.option_id, keep!.option_id);
    assert.equal(after.options[0]!.start_at, s3);
    assert.ok(!after.options.some((o) => o.option_id === drop!.option_id));
    const cart = await fetch(`${sandbox.url}/api/storefront/v1/guest-cart`, {
      method: 'POST',
      headers: { 'X-Service-Site-Key': site.siteKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { [String(after.options[1]!.option_id)]: 1 } }),
    });
    assert.equal(cart.status, 200);
    assert.equal(((await cart.json()) as Json).items[0].option.title, 'Session 3');
  });

  it('round-trips an offline content with location fields', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent({
      content_type: 'offline',
      title: 'Pottery',
      description_html: '<p>Clay.</p>',
      category_ids: [19],
      featured_image: IMAGE,
      options: [
        { title: 'Day 1', base_price: 85000, start_at: laterText(5, 14), end_at: laterText(5, 17), location_text: 'Seoul', location_detail: '2F', capacity: 8 },
      ],
    });
    const created = await site.admin.getContent(content_id);
    assert.equal(created.options[0]!.location_text, 'Seoul');
    assert.equal(created.options[0]!.capacity, 8);
    await site.admin.updateContent(content_id, {
      options: [
        {
          option_id: created.options[0]!.option_id,
          title: 'Day 1',
          base_price: 90000,
          start_at: laterText(6, 14),
          end_at: laterText(6, 17),
          location_text: 'Busan',
        },
      ],
    });
    const after = await site.admin.getContent(content_id);
    assert.equal(after.options[0]!.location_text, 'Busan');
    assert.equal(after.options[0]!.location_detail, undefined);
    assert.equal((await site.storefront(`/contents/${content_id}`)).content.options[0].price, 90000);
  });

  it('round-trips a digital content: files get ids, a kept file_id stays', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent({
      content_type: 'digital_content',
      title: 'Icons',
      description_html: '<p>SVG.</p>',
      category_ids: [19],
      featured_image: IMAGE,
      options: [{ title: 'Personal', base_price: 19000, download_limit_days: 30, files: ['https://files.example.com/icons.zip'] }],
    });
    const created = await site.admin.getContent(content_id);
    const file = (created.options[0]!.files as Json[])[0]!;
    assert.equal(file.url, 'https://files.example.com/icons.zip');
    await site.admin.updateContent(content_id, {
      options: [
        {
          option_id: created.options[0]!.option_id,
          title: 'Personal',
          base_price: 19000,
          download_limit_days: 30,
          files: [file.file_id, 'https://files.example.com/extra.zip'],
        },
      ],
    });
    const files = (await site.admin.getContent(content_id)).options[0]!.files as Json[];
    assert.deepEqual(
      files.map((f) => f.url),
      ['https://files.example.com/icons.zip', 'https://files.example.com/extra.zip'],
    );
    assert.equal(files[0]!.file_id, file.file_id);
  });

  it('answers 422 with message and errors for each violation, checked by the sandbox itself', async () => {
    const site = await newSite();
    const live = await site.raw('GET', '/contents/506');
    assert.equal(live.status, 200);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/contents', { ...vodPayload(), options: [...vodPayload().options, { title: 'b', base_price: 1, download_limit_days: 1 }] }, 'options'],
      ['POST', '/contents', { ...vodPayload(), chapters: [] }, 'chapters'],
      [
        'POST',
        '/contents',
        {
          ...vodPayload(),
          content_type: 'offline',
          chapters: vodPayload().chapters,
          options: [{ title: 'x', base_price: 1, start_at: laterText(1, 10), end_at: laterText(1, 12), location_text: 'Seoul' }],
        },
        'chapters',
      ],
      [
        'POST',
        '/contents',
        {
          ...vodPayload(),
          content_type: 'live',
          chapters: undefined,
          options: [{ title: 'x', base_price: 1, start_at: laterText(1, 10), access_url: 'https://x.example' }],
        },
        'options.0.end_at',
      ],
      ['POST', '/contents', { ...vodPayload(), category_ids: [999] }, 'category_ids.0'],
      ['POST', '/contents', { ...vodPayload(), featured_image: 'https://cdn.example.com/doc.pdf' }, 'featured_image'],
      ['POST', '/contents', { ...vodPayload(), tag_ids: [21] }, 'tag_ids.0'],
      ['POST', '/contents', { ...vodPayload(), installment_month: 48 }, 'installment_month'],
      ['PUT', '/contents/506', { content_type: 'live' }, 'content_type'],
      ['PUT', '/contents/506', { chapters: vodPayload().chapters }, 'chapters'],
      [
        'PUT',
        '/contents/506',
        { options: [{ option_id: 5001, title: 'x', base_price: 1, start_at: laterText(1, 10), end_at: laterText(1, 12), access_url: 'https://x.example' }] },
        'options.0.option_id',
      ],
      ['PUT', '/contents/501', { chapters: [{ chapter_id: 6010, title: 'x', items: [] }] }, 'chapters.0.chapter_id'],
      ['POST', '/products', { title: 'X', category_id: 11, featured_image: IMAGE, options: ['A', 'B', 'C', 'D', 'E', 'F'], variants: [] }, 'options'],
      [
        'POST',
        '/products',
        { title: 'X', category_id: 11, featured_image: IMAGE, options: ['Size'], variants: [{ option1: 'S', option2: 'x' }] },
        'variants.0.option2',
      ],
      ['POST', '/products', { title: 'X', category_id: 999, featured_image: IMAGE }, 'category_id'],
      ['POST', '/products', { title: 'X', category_id: 11, featured_image: IMAGE, tag_ids: [21, 22] }, 'tag_ids'],
      ['PUT', '/products/101', { variants: [{ option1: 'White' }] }, 'variants.0'],
      [
        'PUT',
        '/products/101',
        { option_value_display_settings: [{ attribute_index: 0, value_text: 'White', color_hex: '#FFF' }] },
        'option_value_display_settings.0.color_hex',
      ],
      ['PUT', '/products/101', { option_value_display_settings: [{ attribute_index: 0, value_text: 'Purple' }] }, 'option_value_display_settings.0.value_text'],
      ['PUT', '/products/110', { variants: [{ price: 1 }] }, 'variants'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await site.raw(method, path, body);
      assert.equal(answer.status, 422, `${method} ${path} ${field}: ${answer.status} ${JSON.stringify(answer.body)}`);
      assert.equal(typeof answer.body.message, 'string');
      assert.ok(answer.body.errors?.[field], `${method} ${path}: no errors.${field} in ${JSON.stringify(answer.body.errors)}`);
    }
    // None of them changed anything.
    assert.equal((await site.admin.listContents({ limit: 100 })).total, 18);
    assert.equal((await site.admin.listProducts({ limit: 100 })).total, 33);
    assert.equal((await site.admin.getContent(506)).options.length, 3);
    assert.equal((await site.admin.getProduct(101)).variants.length, 12);
  });
});

describe('products', () => {
  function shirt(): ProductCreatePayload {
    return {
      title: '옥스퍼드 셔츠',
      description_html: '<p>면 100%.</p>',
      category_id: 11,
      featured_image: IMAGE,
      images: ['https://cdn.example.com/img/d1.png'],
      status: 'publish',
      base_price: 49000,
      sale_price: 39000,
      is_on_sale: true,
      shipping_price: 3000,
      free_shipping_min_purchase: 50000,
      tag_ids: [21],
      options: ['Color', 'Size'],
      variants: [
        { option1: 'Blue', option2: 'M', stock: 5, sku: 'OX-B-M' },
        { option1: 'Blue', option2: 'L', price: 52000, stock: 2 },
        { option1: 'White', option2: 'M', stock: 0, is_active: false },
      ],
      option_display_settings: [
        { attribute_index: 0, display_type: 'color_swatch', label: 'Color', is_required: true },
        { attribute_index: 1, display_type: 'radio', label: 'Size', is_required: true },
      ],
      option_value_display_settings: [
        { attribute_index: 0, value_text: 'White', display_label: '화이트', color_hex: '#FFFFFF', sort_order: 2 },
        {
          attribute_index: 0,
          value_text: 'Blue',
          display_label: '블루',
          color_hex: '#3D6FB6',
          image_url: 'https://cdn.example.com/img/blue.png',
          sort_order: 1,
        },
      ],
      buyer_input_options: [{ label: '이니셜', input_type: 'text', placeholder: '예: MJ', is_required: false, max_length: 3 }],
      translations: {
        en: {
          title: 'Oxford Shirt',
          option_value_display_settings: [{ display_label: 'White' }, { display_label: 'Blue' }],
          buyer_input_options: [{ label: 'Initials' }],
        },
      },
    };
  }

  it('creates a product with options, variants and display settings, as the storefront shows it', async () => {
    const site = await newSite();
    const result = await site.admin.createProduct(shirt());
    assert.equal(result.success, true);
    assert.deepEqual(result.tag_ids, [21]);
    const stored = await site.admin.getProduct(result.product_id);
    assert.equal(stored.category_id, 11);
    assert.deepEqual(stored.options, ['Color', 'Size']);
    assert.equal(stored.variants.length, 3);
    assert.equal(stored.is_over_50000_free, true);
    assert.equal(stored.free_shipping_min_purchase, 50000);
    assert.equal((stored.variants[0] as Json).sku, 'OX-B-M');

    const { product } = await site.storefront(`/products/${result.product_id}?language=en`);
    assert.equal(product.product.name, 'Oxford Shirt');
    assert.deepEqual(product.options, ['Color', 'Size']);
    assert.deepEqual(
      product.variants.map((v: Json) => v.attributesArray.map((a: Json) => a.value).join('/')),
      ['Blue/M', 'Blue/L', 'White/M'],
    );
    assert.deepEqual(
      product.variants.map((v: Json) => v.is_active),
      [true, true, false],
    );
    assert.deepEqual(
      product.variants.map((v: Json) => v.variant_id),
      stored.variants.map((v) => v.variant_id),
    );
    assert.deepEqual(
      product.price.map((p: Json) => [p.base_price, p.sale_price]),
      [
        [49000, 39000],
        [52000, 42000],
        [49000, 39000],
      ],
    );
    assert.deepEqual(product.option_display_settings, [
      { attribute_index: 0, display_type: 'color_swatch' },
      { attribute_index: 1, display_type: 'radio' },
    ]);
    const colors = product.option_value_display_settings.filter((s: Json) => s.attribute_index === 0);
    assert.deepEqual(
      colors.map((s: Json) => [s.value_text, s.display_label, s.color_hex]),
      [
        ['Blue', 'Blue', '#3D6FB6'],
        ['White', 'White', '#FFFFFF'],
      ],
    );
    assert.equal(product.buyer_input_options[0].label, 'Initials');
    assert.equal(product.buyer_input_options[0].placeholder, '예: MJ');
    assert.equal(product.sourcing_info.shipping_fee, 3000);
    assert.match(product.sourcing_info.shipping_pay_label, /free over ₩50,000/);
    const list = await site.storefront('/products?tag_id=21&limit=100');
    assert.ok(list.products.data.some((p: Json) => p.product_id === result.product_id));
  });

  it('replaces variants, display settings and lists whole on update, keeping ids of kept combinations', async () => {
    const site = await newSite();
    const { product_id } = await site.admin.createProduct({ ...shirt(), related_product_ids: [102] });
    const before = await site.admin.getProduct(product_id);
    const blueM = before.variants[0]!.variant_id;
    await site.admin.updateProduct(product_id, {
      variants: [
        { option1: 'Blue', option2: 'M', stock: 9 },
        { option1: 'Navy', option2: 'M', stock: 4 },
      ],
      option_value_display_settings: [{ attribute_index: 0, value_text: 'Navy', display_label: '네이비', color_hex: '#1F2A44' }],
      buyer_input_options: [],
      images: [],
      related_product_ids: [],
      tag_ids: [],
    });
    const after = await site.admin.getProduct(product_id);
    assert.equal(after.variants.length, 2);
    assert.equal(after.variants[0]!.variant_id, blueM);
    assert.equal((after.variants[0] as Json).stock, 9);
    assert.ok(!before.variants.slice(1).some((v) => v.variant_id === after.variants[1]!.variant_id));
    assert.deepEqual(
      (after.option_value_display_settings as Json[]).filter((s) => s.attribute_index === 0).map((s) => s.value_text),
      ['Navy', 'Blue'],
    );
    assert.deepEqual(after.buyer_input_options, []);
    assert.deepEqual(after.images, []);
    assert.deepEqual(after.related_product_ids, []);
    assert.deepEqual(after.tag_ids, []);
    // Unsent fields keep their values.
    assert.equal(after.title, '옥스퍼드 셔츠');
    assert.equal(after.description_html, '<p>면 100%.</p>');
    assert.equal(after.base_price, 49000);
    assert.deepEqual(after.options, ['Color', 'Size']);
    assert.deepEqual(
      (after.option_display_settings as Json[]).map((s) => s.display_type),
      ['color_swatch', 'radio'],
    );

    // Price and shipping changes apply to the stored variants.
    await site.admin.updateProduct(product_id, { is_on_sale: false, is_shipping_free: true });
    const { product } = await site.storefront(`/products/${product_id}`);
    assert.deepEqual(
      product.price.map((p: Json) => p.sale_price),
      [49000, 49000],
    );
    assert.equal(product.sourcing_info.shipping_fee, 0);
    assert.equal(product.buyer_input_options.length, 0);
  });

  it('updates only what is sent in one language, and keeps an old option structure unless variants come with it', async () => {
    const site = await newSite();
    const { product_id } = await site.admin.createProduct(shirt());
    await site.admin.updateProduct(product_id, { title: 'Oxford Shirt, slim', translations: {} }, { language: 'en' });
    assert.equal((await site.admin.getProduct(product_id, { language: 'en' })).title, 'Oxford Shirt, slim');
    assert.equal((await site.admin.getProduct(product_id)).title, '옥스퍼드 셔츠');
    const answer = await site.raw('PUT', `/products/${product_id}`, { options: ['Color'] });
    assert.equal(answer.status, 422);
    assert.ok(answer.body.errors.options);
    const plain = await site.admin.createProduct({ title: 'Socks', category_id: 11, featured_image: IMAGE, base_price: 9000 });
    const socks = await site.storefront(`/products/${plain.product_id}`);
    assert.equal(socks.product.variants.length, 1);
    assert.deepEqual(socks.product.variants[0].attributesArray, []);
    assert.equal(socks.product.variants[0].quantity, 100);
  });
});

describe('multipart bodies', () => {
  it('takes image files, bracket arrays and JSON fields; files are served back', async () => {
    const site = await newSite();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>';
    const { product_id } = await site.admin.createProduct({
      title: 'Mug',
      category_id: 12,
      featured_image: new File([svg], 'mug.svg', { type: 'image/svg+xml' }),
      images: ['https://cdn.example.com/img/mug-2.png', new File([svg], 'mug-3.svg', { type: 'image/svg+xml' })],
      base_price: 18000,
      options: ['Color'],
      variants: [{ option1: 'Cream', stock: 3 }],
      tag_ids: [24],
    });
    const stored = await site.admin.getProduct(product_id);
    const cover = stored.featured_image as string;
    assert.match(cover, /\/__sandbox\/uploads\/[\w-]+\.svg$/);
    const served = await fetch(cover);
    assert.equal(served.headers.get('content-type'), 'image/svg+xml');
    assert.equal(await served.text(), svg);
    const images = stored.images as string[];
    assert.equal(images[0], 'https://cdn.example.com/img/mug-2.png');
    assert.match(images[1]!, /\/__sandbox\/uploads\//);
    assert.deepEqual(stored.tag_ids, [24]);
    const { product } = await site.storefront(`/products/${product_id}`);
    assert.equal(product.thumbnail_link, cover);
  });

  it('takes a raw multipart content with category_ids[] and option file parts', async () => {
    const site = await newSite();
    const form = new FormData();
    form.append('content_type', 'digital_content');
    form.append('title', 'Brushes');
    form.append('description_html', '<p>Procreate brushes.</p>');
    form.append('category_ids[]', '19');
    form.append('category_ids[]', '20');
    form.append('featured_image', new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
    form.append('installment_month', '2');
    form.append('options', JSON.stringify([{ title: 'Set', base_price: 9000, download_limit_days: 7, files: ['https://files.example.com/a.zip'] }]));
    form.append('options[0][files][]', new File(['PK'], 'brushes.zip', { type: 'application/zip' }));
    const answer = await site.raw('POST', '/contents', form);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const stored = await site.admin.getContent(answer.body.content_id);
    assert.deepEqual(stored.category_ids, [19, 20]);
    assert.equal(stored.installment_month, 2);
    const files = stored.options[0]!.files as Json[];
    assert.equal(files.length, 2);
    assert.equal(files[1]!.name, 'brushes.zip');
    assert.equal(await (await fetch(files[1]!.url)).text(), 'PK');

    const bad = new FormData();
    bad.append('title', 'x');
    bad.append('installment_month', 'many');
    const refused = await site.raw('PUT', `/contents/${answer.body.content_id}`, bad);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.installment_month);
  });

  it('takes nested repeated fields (variants[0][option1]) and unbracketed repeats (images, images)', async () => {
    const site = await newSite();
    const form = new FormData();
    form.append('title', 'Socks');
    form.append('category_id', '12');
    form.append('featured_image', 'https://cdn.example.com/img/socks.png');
    form.append('images', 'https://cdn.example.com/img/socks-2.png');
    form.append('images', 'https://cdn.example.com/img/socks-3.png');
    form.append('base_price', '9000');
    form.append('options[0]', 'Color');
    form.append('options[1]', 'Size');
    form.append('variants[0][option1]', 'Red');
    form.append('variants[0][option2]', '250');
    form.append('variants[0][stock]', '4');
    form.append('variants[0][is_active]', 'true');
    form.append('variants[1][option1]', 'Blue');
    form.append('variants[1][option2]', '260');
    form.append('variants[1][price]', '9500');
    form.append('variants[1][is_active]', 'false');
    form.append('option_display_settings[0][attribute_index]', '0');
    form.append('option_display_settings[0][display_type]', 'radio');
    form.append('tag_ids', '24');
    const answer = await site.raw('POST', '/products', form);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const stored = await site.admin.getProduct(answer.body.product_id);
    assert.deepEqual(stored.images, ['https://cdn.example.com/img/socks-2.png', 'https://cdn.example.com/img/socks-3.png']);
    assert.deepEqual(stored.options, ['Color', 'Size']);
    assert.deepEqual(
      (stored.variants as Json[]).map((v) => [v.option1, v.option2, v.stock, v.price, v.is_active]),
      [
        ['Red', '250', 4, 9000, true],
        ['Blue', '260', 100, 9500, false],
      ],
    );
    assert.equal((stored.option_display_settings as Json[])[0]!.display_type, 'radio');
    assert.deepEqual(stored.tag_ids, [24]);

    const content = new FormData();
    content.append('title', 'Retitled');
    content.append('chapters[0][title]', 'Only');
    content.append('chapters[0][items][0][title]', 'One');
    content.append('chapters[0][items][0][media_url]', 'https://media.example.com/one.m3u8');
    content.append('chapters[0][items][0][duration_text]', '03:00');
    content.append('category_ids', '18');
    content.append('category_ids', '19');
    const { content_id } = await site.admin.createContent(vodPayload());
    const put = await site.raw('PUT', `/contents/${content_id}`, content);
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const vod = await site.admin.getContent(content_id);
    assert.deepEqual(vod.category_ids, [18, 19]);
    assert.deepEqual(
      vod.chapters.map((ch) => [ch.title, ch.items.map((l) => [l.title, l.duration_text])]),
      [['Only', [['One', '03:00']]]],
    );
  });
});

describe('earlier names (Versioning: accepted, the public name wins)', () => {
  it('takes ID and item_id for option and lesson ids, curriculums_details, data and all_options on a content', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent(vodPayload());
    const before = await site.admin.getContent(content_id);
    const [ch1] = before.chapters;
    const [l1, l2] = ch1!.items;
    const option = before.options[0]!;
    const answer = await site.raw('PUT', `/contents/${content_id}`, {
      all_options: [{ ID: option.option_id, title: '평생 소장', base_price: 70000, download_limit_days: 0 }],
      chapters: [
        {
          chapter_id: ch1!.chapter_id,
          title: '시작',
          curriculums_details: [
            { item_id: l1!.curriculum_id, title: '설치', data: 'https://media.example.com/install-v2.m3u8', duration_text: '06:00' },
            { ID: l2!.curriculum_id, title: '첫 프로그램', media_url: 'https://media.example.com/first.m3u8', duration_text: '07:15' },
          ],
        },
      ],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const after = await site.admin.getContent(content_id);
    assert.equal(after.options[0]!.option_id, option.option_id);
    assert.equal(after.options[0]!.base_price, 70000);
    assert.deepEqual(
      after.chapters[0]!.items.map((l) => l.curriculum_id),
      [l1!.curriculum_id, l2!.curriculum_id],
    );
    assert.equal(after.chapters[0]!.items[0]!.media_url, 'https://media.example.com/install-v2.m3u8');
  });

  it('lets the public name win when both are sent', async () => {
    const site = await newSite();
    const { content_id } = await site.admin.createContent(vodPayload());
    const before = await site.admin.getContent(content_id);
    const option = before.options[0]!;
    const lesson1 = before.chapters[0]!.items[0]!;
    const answer = await site.raw('PUT', `/contents/${content_id}`, {
      options: [{ option_id: option.option_id, ID: 999999, title: 'T', base_price: 1000, download_limit_days: 0 }],
      all_options: [{ title: 'ignored', base_price: 5, download_limit_days: 0 }],
      chapters: [
        {
          title: 'A',
          items: [
            {
              curriculum_id: lesson1.curriculum_id,
              item_id: 999998,
              ID: 999997,
              title: 'x',
              media_url: 'https://m.example.com/public.m3u8',
              data: 'https://m.example.com/earlier.m3u8',
              duration_text: '01:00',
            },
          ],
        },
      ],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const after = await site.admin.getContent(content_id);
    assert.equal(after.options[0]!.option_id, option.option_id);
    assert.equal(after.options[0]!.base_price, 1000);
    assert.equal(after.chapters[0]!.items[0]!.curriculum_id, lesson1.curriculum_id);
    assert.equal(after.chapters[0]!.items[0]!.media_url, 'https://m.example.com/public.m3u8');
  });

  it('filters the content list by the earlier query name type', async () => {
    const site = await newSite();
    const byType = await site.raw('GET', '/contents?type=live&limit=100');
    assert.equal(byType.status, 200, JSON.stringify(byType.body));
    assert.ok(byType.body.data.length > 0);
    assert.ok(byType.body.data.every((c: Json) => c.content_type === 'live'));
    const both = await site.raw('GET', '/contents?type=live&content_type=vod&limit=100');
    assert.ok(both.body.data.every((c: Json) => c.content_type === 'vod'));
  });
});

describe('lists and category searches', () => {
  it('filters, pages and searches', async () => {
    const site = await newSite();
    const live = await site.admin.listContents({ content_type: 'live', limit: 2, language: 'en' });
    assert.deepEqual(
      live.data.map((c) => c.content_id),
      [506, 507],
    );
    assert.equal(live.total, 4);
    assert.equal(live.lastPage, 2);
    assert.equal(live.data[0]!.title, 'Live Q&A: Accessible Web Components');
    const second = await site.admin.listContents({ content_type: 'live', limit: 2, page: 2 });
    assert.deepEqual(
      second.data.map((c) => c.content_id),
      [508, 509],
    );
    const tagged = await site.admin.listProducts({ tag_ids: '25', limit: 100 });
    assert.deepEqual(
      tagged.data.map((p) => p.product_id),
      [103, 116, 127, 131],
    );
    assert.deepEqual(
      (await site.admin.listProducts({ search: 'linen' })).data.map((p) => p.product_id),
      [101],
    );
    assert.equal((await site.admin.listContents({ status: 'pending' })).total, 0);
    const tooMany = await site.raw('GET', '/products?limit=101');
    assert.equal(tooMany.status, 422);
    assert.ok(tooMany.body.errors.limit);

    const kitchen = await site.admin.searchProductCategories('kitchen');
    assert.deepEqual(
      kitchen.map((c) => c.category_id),
      [12],
    );
    assert.equal(kitchen[0]!.name, '주방');
    // Unlike the storefront's list, the search finds categories nothing uses yet.
    assert.deepEqual(
      (await site.admin.searchContentCategories('toys')).map((c) => c.category_id),
      [17],
    );
  });
});
