/**
 * Every rule of the server catalog API spec, broken once: the toolkit refuses the payload with
 * the field path and sends nothing (`node --import tsx --test test/node/server-schemas.test.ts`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CatalogAdminClient,
  CatalogAdminError,
  type ContentCreatePayload,
  type ProductCreatePayload,
  fromFormData,
  isDurationText,
  isSpecDateTime,
  toFormData,
  validateContentCreate,
  validateContentUpdate,
  validateProductCreate,
  validateProductUpdate,
} from '../../src/server/index.js';

type Json = Record<string, any>;

/** A client whose every request fails the test: nothing may be sent for an invalid payload. */
function offlineClient(): { client: CatalogAdminClient; sent: Request[] } {
  const sent: Request[] = [];
  const client = new CatalogAdminClient({
    baseUrl: 'https://platform.example',
    key: 'sv_test',
    fetch: async (request) => {
      sent.push(request);
      return new Response('{}', { status: 500 });
    },
  });
  return { client, sent };
}

const IMAGE = 'https://cdn.example.com/img/cover.png';
const lesson = (title = 'Lesson') => ({ title, media_url: 'https://media.example.com/l.m3u8', duration_text: '05:30' });

function vod(): Json {
  return {
    content_type: 'vod',
    title: 'TypeScript',
    description_html: '<p>Types.</p>',
    category_ids: [18],
    featured_image: IMAGE,
    options: [{ title: 'Lifetime', base_price: 99000, download_limit_days: 0 }],
    chapters: [{ title: 'Start', items: [lesson()] }],
  };
}
function live(): Json {
  return {
    ...vod(),
    content_type: 'live',
    chapters: undefined,
    options: [
      { title: 'Session 1', base_price: 30000, start_at: '2030-05-01 19:00:00', end_at: '2030-05-01 21:00:00', access_url: 'https://live.example.com/1' },
    ],
  };
}
function offline(): Json {
  return {
    ...vod(),
    content_type: 'offline',
    chapters: undefined,
    options: [{ title: 'Day 1', base_price: 85000, start_at: '2030-05-01 14:00:00', end_at: '2030-05-01 17:00:00', location_text: 'Seoul' }],
  };
}
function digital(): Json {
  return {
    ...vod(),
    content_type: 'digital_content',
    chapters: undefined,
    options: [{ title: 'PDF', base_price: 12000, download_limit_days: 30, files: ['https://files.example.com/book.pdf', 42] }],
  };
}
function product(): Json {
  return {
    title: 'Linen Shirt',
    category_id: 11,
    featured_image: IMAGE,
    base_price: 39000,
    options: ['Color', 'Size'],
    variants: [
      { option1: 'White', option2: 'S', stock: 3 },
      { option1: 'White', option2: 'M' },
      { option1: 'Sky', option2: 'S', price: 41000, is_active: false },
    ],
    option_display_settings: [{ attribute_index: 0, display_type: 'color_swatch', label: 'Color', is_required: true }],
    option_value_display_settings: [{ attribute_index: 0, value_text: 'Sky', color_hex: '#8EB8E5', sort_order: 1 }],
  };
}

type Result = { ok: true } | { ok: false; issues: { path: string; message: string }[] };

function assertValid(result: Result): void {
  assert.ok(result.ok, result.ok ? '' : JSON.stringify(result.issues));
}

function assertIssue(result: Result, path: string, pattern: RegExp): void {
  assert.equal(result.ok, false, `expected a problem at ${path}`);
  if (result.ok) return;
  const found = result.issues.find((i) => i.path === path && pattern.test(i.message));
  assert.ok(found, `no issue ${path} ~ ${pattern} in ${JSON.stringify(result.issues)}`);
}

const createContent = (payload: Json) => validateContentCreate(payload);
const createProduct = (payload: Json) => validateProductCreate(payload);

describe('content payloads', () => {
  it('accepts a valid payload of each type', () => {
    for (const payload of [vod(), live(), offline(), digital()]) assertValid(createContent(payload));
  });

  it('requires the option fields of each content type', () => {
    const without = (make: () => Json, field: string) => {
      const p = make();
      delete p.options[0][field];
      return p;
    };
    assertIssue(createContent(without(vod, 'download_limit_days')), 'options.0.download_limit_days', /required/);
    assertIssue(createContent(without(vod, 'base_price')), 'options.0.base_price', /required/);
    assertIssue(createContent(without(live, 'access_url')), 'options.0.access_url', /required/);
    assertIssue(createContent(without(live, 'start_at')), 'options.0.start_at', /required/);
    assertIssue(createContent(without(offline, 'location_text')), 'options.0.location_text', /required/);
    assertIssue(createContent(without(offline, 'end_at')), 'options.0.end_at', /required/);
    assertIssue(createContent(without(digital, 'files')), 'options.0.files', /required/);
    assertIssue(createContent(without(digital, 'download_limit_days')), 'options.0.download_limit_days', /required/);
    assertIssue(createContent({ ...digital(), options: [{ ...digital().options[0], files: [] }] }), 'options.0.files', /at least 1/);
  });

  it('refuses option fields of another type', () => {
    assertIssue(createContent({ ...live(), options: [{ ...live().options[0], download_limit_days: 3 }] }), 'options.0.download_limit_days', /not a field/);
    assertIssue(createContent({ ...vod(), options: [{ ...vod().options[0], start_at: '2030-05-01 19:00:00' }] }), 'options.0.start_at', /not a field/);
    assertIssue(
      createContent({ ...offline(), options: [{ ...offline().options[0], access_url: 'https://x.example' }] }),
      'options.0.access_url',
      /not a field/,
    );
    assertIssue(createContent({ ...live(), options: [{ ...live().options[0], location_text: 'Seoul' }] }), 'options.0.location_text', /not a field/);
  });

  it('takes exactly one option and at least one chapter for a vod', () => {
    const two = vod();
    two.options.push({ title: '3-month', base_price: 49000, download_limit_days: 90 });
    assertIssue(createContent(two), 'options', /exactly 1 option/);
    assertIssue(createContent({ ...vod(), options: [] }), 'options', /exactly 1 option/);
    assertIssue(createContent({ ...vod(), chapters: [] }), 'chapters', /at least 1 chapter/);
    assertIssue(createContent({ ...vod(), chapters: undefined }), 'chapters', /required/);
    assertIssue(createContent({ ...live(), options: [] }), 'options', /at least 1 option/);
  });

  it('refuses chapters on live, offline and digital contents', () => {
    const chapters = vod().chapters;
    assertIssue(createContent({ ...live(), chapters }), 'chapters', /only for vod/);
    assertIssue(createContent({ ...offline(), chapters }), 'chapters', /only for vod/);
    assertIssue(createContent({ ...digital(), chapters }), 'chapters', /only for vod/);
  });

  it('checks the lesson shape and the <MM:SS> duration text', () => {
    for (const bad of ['5:30', '05:60', '1:02:03', '05-30', '']) {
      assertIssue(
        createContent({ ...vod(), chapters: [{ title: 'A', items: [{ ...lesson(), duration_text: bad }] }] }),
        'chapters.0.items.0.duration_text',
        /MM:SS/,
      );
    }
    assertValid(createContent({ ...vod(), chapters: [{ title: 'A', items: [{ ...lesson(), duration_text: '99:59' }] }] }));
    assertIssue(
      createContent({ ...vod(), chapters: [{ title: 'A', items: [{ title: 'x', duration_text: '01:00' }] }] }),
      'chapters.0.items.0.media_url',
      /required/,
    );
    assertIssue(createContent({ ...vod(), chapters: [{ title: 'A' }] }), 'chapters.0.items', /required/);
    assertIssue(createContent({ ...vod(), chapters: [{ chapter_id: 5, title: 'A', items: [] }] }), 'chapters.0.chapter_id', /not a field/);
    assert.equal(isDurationText('00:00'), true);
    assert.equal(isDurationText('0:00'), false);
  });

  it('checks the <YYYY-MM-DD HH:MM:SS> text shape and start_at before end_at', () => {
    for (const bad of ['2030-13-01 10:00:00', '2030-02-30 10:00:00', '2030-05-01T19:00:00', '2030-05-01 19:00', '2030-05-01 24:00:00', '05/01/2030 19:00:00']) {
      assertIssue(createContent({ ...live(), options: [{ ...live().options[0], start_at: bad }] }), 'options.0.start_at', /YYYY-MM-DD HH:MM:SS/);
    }
    assertIssue(createContent({ ...offline(), options: [{ ...offline().options[0], end_at: '2030-05-01 13:59:59' }] }), 'options.0.end_at', /before end_at/);
    assertIssue(createContent({ ...live(), options: [{ ...live().options[0], end_at: live().options[0].start_at }] }), 'options.0.end_at', /before end_at/);
    assert.equal(isSpecDateTime('2028-02-29 23:59:59'), true);
    assert.equal(isSpecDateTime('2027-02-29 00:00:00'), false);
  });

  it('keeps installment_month between 0 and 36', () => {
    assertValid(createContent({ ...vod(), installment_month: 0 }));
    assertValid(createContent({ ...vod(), installment_month: 36 }));
    assertIssue(createContent({ ...vod(), installment_month: 37 }), 'installment_month', /0 to 36/);
    assertIssue(createContent({ ...vod(), installment_month: -1 }), 'installment_month', /0 to 36/);
    assertIssue(createContent({ ...vod(), installment_month: 2.5 }), 'installment_month', /integer/);
  });

  it('takes at most one tag', () => {
    assertValid(createContent({ ...vod(), tag_ids: [26] }));
    assertIssue(createContent({ ...vod(), tag_ids: [26, 29] }), 'tag_ids', /at most 1 tag/);
  });

  it('requires the create fields and checks categories, images and status', () => {
    for (const field of ['title', 'description_html', 'category_ids', 'featured_image', 'options']) {
      const p = vod();
      delete p[field];
      assertIssue(createContent(p), field, /required/);
    }
    assertIssue(createContent({ ...vod(), content_type: undefined }), 'content_type', /required/);
    assertIssue(createContent({ ...vod(), content_type: 'webinar' }), 'content_type', /one of vod, live, offline, digital_content/);
    assertIssue(createContent({ ...vod(), category_ids: [] }), 'category_ids', /at least 1/);
    assertIssue(createContent({ ...vod(), category_ids: 18 }), 'category_ids', /array/);
    assertIssue(createContent({ ...vod(), title: '  ' }), 'title', /empty/);
    assertIssue(createContent({ ...vod(), featured_image: 'http://cdn.example.com/a.png' }), 'featured_image', /https/);
    assertIssue(createContent({ ...vod(), featured_image: 'https://cdn.example.com/a.pdf' }), 'featured_image', /wrong image format/);
    assertIssue(createContent({ ...vod(), featured_image: 'data:image/png;base64,AAAA' }), 'featured_image', /data: URI is not accepted/);
    assertIssue(createContent({ ...vod(), featured_image: new File(['x'], 'a.txt', { type: 'text/plain' }) }), 'featured_image', /wrong image format/);
    assertValid(createContent({ ...vod(), featured_image: new File(['x'], 'a.png', { type: 'image/png' }) }));
    assertValid(createContent({ ...vod(), featured_image: 'http://localhost:8787/__sandbox/images/x.svg' }));
    assertIssue(createContent({ ...vod(), images: ['https://cdn.example.com/b.png', 'ftp://x/y.png'] }), 'images.1', /https/);
    assertIssue(createContent({ ...vod(), status: 'draft' }), 'status', /one of publish, pending/);
    assertIssue(createContent({ ...vod(), thumbnail_link: 'not a url' }), 'thumbnail_link', /URL/);
    assertIssue(createContent({ ...vod(), colour: 'red' }), 'colour', /not a field/);
    assertIssue(
      createContent({ ...digital(), options: [{ ...digital().options[0], files: ['http://files.example.com/a.zip', 0] }] }),
      'options.0.files.0',
      /https/,
    );
  });

  it('lists every problem of a payload at once', () => {
    const result = createContent({ ...vod(), options: [], chapters: [], installment_month: 40, tag_ids: [1, 2], title: '' });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual(new Set(result.issues.map((i) => i.path)), new Set(['options', 'chapters', 'installment_month', 'tag_ids', 'title']));
  });

  it('never takes content_type on update, and checks against the current type', () => {
    assertIssue(validateContentUpdate('vod', { content_type: 'vod' }), 'content_type', /cannot be changed/);
    assertValid(validateContentUpdate('live', { title: 'New title' }));
    assertValid(validateContentUpdate('vod', { options: [{ option_id: 5001, title: 'L', base_price: 1, download_limit_days: 0 }] }));
    assertIssue(validateContentUpdate('offline', { chapters: vod().chapters }), 'chapters', /only for vod/);
    assertIssue(
      validateContentUpdate('live', { options: [{ title: 'x', base_price: 1, download_limit_days: 1 }] }),
      'options.0.download_limit_days',
      /not a field/,
    );
    assertIssue(validateContentUpdate('vod', { chapters: [] }), 'chapters', /at least 1 chapter/);
    assertIssue(validateContentUpdate('vod', { installment_month: 99 }), 'installment_month', /0 to 36/);
    assertIssue(validateContentUpdate('vod', { tag_ids: [1, 2] }), 'tag_ids', /at most 1/);
    assertValid(validateContentUpdate('vod', { tag_ids: [] }));
  });

  it('checks translations against the arrays they translate', () => {
    assertValid(
      createContent({
        ...vod(),
        translations: { en: { title: 'TS', options: [{ title: 'Lifetime' }], chapters: [{ title: 'Start', items: [{ title: 'One' }] }] } },
      }),
    );
    assertIssue(createContent({ ...vod(), translations: { en: { options: [{ title: 'a' }, { title: 'b' }] } } }), 'translations.en.options', /has 2 entries/);
    assertIssue(createContent({ ...vod(), translations: { fr: { title: 'x' } } }), 'translations.fr', /./);
  });
});

describe('product payloads', () => {
  it('accepts a valid product, and one without options', () => {
    assertValid(createProduct(product()));
    assertValid(createProduct({ title: 'Socks', category_id: 11, featured_image: 'data:image/png;base64,iVBORw0KGgo=', options: [], variants: [] }));
    assertValid(createProduct({ title: 'Socks', category_id: 11, featured_image: IMAGE }));
  });

  it('requires title, a single category_id and featured_image', () => {
    for (const field of ['title', 'category_id', 'featured_image']) {
      const p = product();
      delete p[field];
      assertIssue(createProduct(p), field, /required/);
    }
    assertIssue(createProduct({ ...product(), category_id: [11] }), 'category_id', /number/);
    assertIssue(createProduct({ ...product(), featured_image: 'data:text/html;base64,PGI+' }), 'featured_image', /wrong image format/);
    assertIssue(createProduct({ ...product(), status: 'paused' }), 'status', /pending, publish/);
  });

  it('takes at most 5 options, each named once', () => {
    const five = ['A', 'B', 'C', 'D', 'E'];
    const combo = Object.fromEntries(five.map((_, k) => [`option${k + 1}`, 'x']));
    assertValid(createProduct({ ...product(), options: five, variants: [combo], option_display_settings: [], option_value_display_settings: [] }));
    assertIssue(
      createProduct({
        ...product(),
        options: [...five, 'F'],
        variants: [{ ...combo, option6: 'x' }],
        option_display_settings: [],
        option_value_display_settings: [],
      }),
      'options',
      /at most 5/,
    );
    assertIssue(createProduct({ ...product(), options: ['Color', 'Color'] }), 'options.1', /twice/);
  });

  it('needs exactly one value per option in each variant', () => {
    const p = product();
    delete p.variants[1].option2;
    assertIssue(createProduct(p), 'variants.1.option2', /one value for option 2/);
    assertIssue(
      createProduct({ ...product(), variants: [...product().variants, { option1: 'Sky', option2: 'M', option3: 'x' }] }),
      'variants.3.option3',
      /has no option/,
    );
    assertIssue(createProduct({ ...product(), variants: [...product().variants, { option1: 'White', option2: 'S' }] }), 'variants.3', /twice/);
    assertIssue(
      createProduct({ ...product(), variants: [{ option1: 'White', option2: '' }], option_value_display_settings: [] }),
      'variants.0.option2',
      /non-empty/,
    );
    assertIssue(
      createProduct({ ...product(), variants: [{ option1: 'White', option2: 'S', colour: 'x' }], option_value_display_settings: [] }),
      'variants.0.colour',
      /unknown variant field/,
    );
    assertIssue(
      createProduct({ ...product(), options: [], variants: [{ price: 1 }], option_display_settings: [], option_value_display_settings: [] }),
      'variants',
      /without options takes no variants/,
    );
    assertIssue(createProduct({ ...product(), variants: [] }), 'variants', /at least 1 variant/);
    assertIssue(
      createProduct({ ...product(), variants: [{ option1: 'White', option2: 'S', stock: -1 }], option_value_display_settings: [] }),
      'variants.0.stock',
      /at least 0/,
    );
  });

  it('checks color_hex as #RRGGBB and the display settings against the options', () => {
    const withValue = (extra: Json) => ({ ...product(), option_value_display_settings: [{ attribute_index: 0, value_text: 'Sky', ...extra }] });
    for (const bad of ['red', '#FFF', '#GGGGGG', '8EB8E5', '#8EB8E5FF'])
      assertIssue(createProduct(withValue({ color_hex: bad })), 'option_value_display_settings.0.color_hex', /#RRGGBB/);
    assertValid(createProduct(withValue({ color_hex: '#a1B2c3' })));
    assertIssue(createProduct(withValue({ value_text: 'Purple' })), 'option_value_display_settings.0.value_text', /no variant has the value "Purple"/);
    assertIssue(
      createProduct({ ...product(), option_value_display_settings: [{ attribute_index: 2, value_text: 'x' }] }),
      'option_value_display_settings.0.attribute_index',
      /names no option/,
    );
    assertIssue(
      createProduct({ ...product(), option_display_settings: [{ attribute_index: 5, display_type: 'radio' }] }),
      'option_display_settings.0.attribute_index',
      /names no option/,
    );
    assertIssue(
      createProduct({ ...product(), option_display_settings: [{ attribute_index: 0, display_type: 'slider' }] }),
      'option_display_settings.0.display_type',
      /dropdown, radio, color_swatch/,
    );
    assertIssue(createProduct(withValue({ image_url: 'http://cdn.example.com/a.png' })), 'option_value_display_settings.0.image_url', /https/);
  });

  it('takes at most one tag, and checks buyer inputs', () => {
    assertIssue(createProduct({ ...product(), tag_ids: [21, 23] }), 'tag_ids', /at most 1 tag/);
    assertIssue(
      createProduct({ ...product(), buyer_input_options: [{ label: 'Name', input_type: 'number' }] }),
      'buyer_input_options.0.input_type',
      /text, textarea, date, time, datetime/,
    );
    assertIssue(
      createProduct({ ...product(), buyer_input_options: [{ label: 'Name', input_type: 'text', status: 'off' }] }),
      'buyer_input_options.0.status',
      /active, hidden/,
    );
    assertIssue(createProduct({ ...product(), buyer_input_options: [{ input_type: 'text' }] }), 'buyer_input_options.0.label', /required/);
  });

  it('sets is_over_50000_free with free_shipping_min_purchase, only with paid shipping', () => {
    const result = createProduct({ ...product(), shipping_price: 3000, free_shipping_min_purchase: 50000 });
    assert.ok(result.ok);
    if (result.ok) assert.equal(result.data.is_over_50000_free, true);
    assertIssue(createProduct({ ...product(), is_shipping_free: true, free_shipping_min_purchase: 50000 }), 'free_shipping_min_purchase', /paid shipping/);
    assertIssue(createProduct({ ...product(), requires_shipping: false, free_shipping_min_purchase: 50000 }), 'free_shipping_min_purchase', /paid shipping/);
    assertIssue(createProduct({ ...product(), is_over_50000_free: false, free_shipping_min_purchase: 50000 }), 'is_over_50000_free', /must be true/);
  });

  it('takes every field as optional on update, with the same rules', () => {
    assertValid(validateProductUpdate({ tag_ids: [] }));
    assertValid(validateProductUpdate({ variants: [{ option1: 'x', option2: 'y' }] }));
    assertIssue(validateProductUpdate({ options: ['A'], variants: [{ option1: 'a', option2: 'b' }] }), 'variants.0.option2', /has no option/);
    assertIssue(validateProductUpdate({ tag_ids: [1, 2] }), 'tag_ids', /at most 1/);
    assertIssue(
      validateProductUpdate({ option_value_display_settings: [{ attribute_index: 0, value_text: 'x', color_hex: 'blue' }] }),
      'option_value_display_settings.0.color_hex',
      /#RRGGBB/,
    );
  });
});

describe('CatalogAdminClient refuses before sending', () => {
  const rejectsInvalid = async (call: Promise<unknown>, path: string, sent: Request[]) => {
    await assert.rejects(call, (error: unknown) => {
      assert.ok(error instanceof CatalogAdminError);
      assert.equal(error.kind, 'invalid');
      assert.equal(error.local, true);
      assert.equal(error.status, 0);
      assert.ok(error.errors[path], `${path} in ${JSON.stringify(error.errors)}`);
      return true;
    });
    assert.equal(sent.length, 0, 'no request may be sent');
  };

  it('for contents, products and list queries', async () => {
    const { client, sent } = offlineClient();
    await rejectsInvalid(client.createContent({ ...vod(), tag_ids: [1, 2] } as ContentCreatePayload), 'tag_ids', sent);
    await rejectsInvalid(
      client.createContent({ ...live(), options: [{ ...live().options[0], start_at: '2030-05-01 22:00:00' }] } as ContentCreatePayload),
      'options.0.end_at',
      sent,
    );
    await rejectsInvalid(client.updateContent(501, { content_type: 'vod' } as never, { contentType: 'vod' }), 'content_type', sent);
    await rejectsInvalid(client.updateContent(510, { chapters: vod().chapters } as never, { contentType: 'offline' }), 'chapters', sent);
    await rejectsInvalid(client.createProduct({ ...product(), options: ['A', 'B', 'C', 'D', 'E', 'F'] } as ProductCreatePayload), 'options', sent);
    await rejectsInvalid(
      client.updateProduct(101, { option_value_display_settings: [{ attribute_index: 0, value_text: 'x', color_hex: '#12345' }] }),
      'option_value_display_settings.0.color_hex',
      sent,
    );
    await rejectsInvalid(client.listContents({ limit: 101 }), 'limit', sent);
    await rejectsInvalid(client.listProducts({ page: 0 }), 'page', sent);
  });
});

describe('multipart encoding', () => {
  it('round-trips bracket arrays, JSON fields, scalars and files', async () => {
    const cover = new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' });
    const pdf = new File(['%PDF'], 'book.pdf', { type: 'application/pdf' });
    const payload = {
      ...digital(),
      title: '123',
      featured_image: cover,
      images: ['https://cdn.example.com/a.png', cover],
      tag_ids: [],
      installment_month: 3,
      options: [{ ...digital().options[0], files: ['https://files.example.com/a.zip', 42, pdf] }],
      translations: { en: { title: 'Book' } },
    };
    const form = toFormData(payload);
    assert.deepEqual(form.getAll('category_ids[]'), ['18']);
    assert.equal(form.get('tag_ids'), '[]');
    assert.equal(typeof form.get('options'), 'string');
    assert.equal(form.getAll('options[0][files][]').length, 1);
    // Through a real multipart body, as the platform receives it.
    const back = fromFormData(await new Response(form).formData());
    assert.equal(back.title, '123');
    assert.deepEqual(back.category_ids, [18]);
    assert.deepEqual(back.tag_ids, []);
    assert.equal(back.installment_month, 3);
    assert.deepEqual(back.translations, { en: { title: 'Book' } });
    assert.ok(back.featured_image instanceof Blob);
    const images = back.images as unknown[];
    assert.equal(images[0], 'https://cdn.example.com/a.png');
    assert.ok(images[1] instanceof Blob);
    const files = (back.options as Json[])[0]!.files as unknown[];
    assert.equal(files[0], 'https://files.example.com/a.zip');
    assert.equal(files[1], 42);
    assert.ok(files[2] instanceof Blob);
    assertValid(validateContentCreate(back));
  });

  it('encodes product booleans and numbers so that the schemas read them back', async () => {
    const form = toFormData({ ...product(), is_on_sale: true, sale_price: 29000, requires_shipping: false, related_product_ids: [102, 103] });
    const back = fromFormData(await new Response(form).formData());
    assert.equal(back.is_on_sale, true);
    assert.equal(back.requires_shipping, false);
    assert.equal(back.sale_price, 29000);
    assert.deepEqual(back.options, ['Color', 'Size']);
    assert.deepEqual(back.related_product_ids, [102, 103]);
    assertValid(validateProductCreate(back));
  });
});
