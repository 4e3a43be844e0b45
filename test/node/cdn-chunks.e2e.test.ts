/**
 * The CDN bundle's per-page loading (src/cdn/): dist/shop-elements.js is the one script tag, and a
 * page downloads the core plus the group chunks of the tags it holds. Asserted on the requests the
 * page made (Playwright's request log), in Debian's Chromium against the demo shop and sandbox.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Page, Request } from 'playwright-core';
import { startSandbox } from '../../sandbox/serve.js';
import { api, sandboxAdmin, simpleProduct, startE2E, SITE_KEY, vodContent, type E2E } from './e2e.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

/** The JS files under /dist/ that `page` requested, by file name (`shop-elements.js`, `cdn/cart-….js`). */
function scriptLog(page: Page): { files: string[]; requests: Request[] } {
  const log = { files: [] as string[], requests: [] as Request[] };
  page.on('request', (request) => {
    log.requests.push(request);
    const m = /\/dist\/([^?#]+\.js)/.exec(request.url());
    if (m) log.files.push(m[1]!);
  });
  return log;
}

// A group chunk is `cdn/<group>-<6-character hash>.js` (not the reader chunk `cdn/content-detail-<hash>.js`).
const groupOf = (file: string) =>
  /^cdn\/(catalog|contents|sort|product|content|buy|cart|checkout|payment|account|order|viewer|boards)-[\w-]{6}\.js$/.exec(file)?.[1] ?? null;

async function shadowText(page: Page, tag: string): Promise<string> {
  return page.evaluate((t) => document.querySelector(t)?.shadowRoot?.textContent ?? '', tag);
}

describe('CDN bundle: per-page loading', () => {
  it('a catalog page loads the loader, the core, the catalog chunk (and the sort chunk for its sort control) and its language pack, and the loader sends GET /products before the core or the chunk has arrived, once', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    const order: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/products') && r.method() === 'GET') order.push('GET products');
    });
    page.on('requestfinished', (r) => {
      const file = /\/dist\/([^?#]+)/.exec(r.url())?.[1] ?? '';
      if (groupOf(file) === 'catalog') order.push('catalog chunk arrived');
      if (/^cdn\/core-/.test(file)) order.push('core arrived');
    });
    await page.goto(`${e2e.servers.demoUrl}/`);
    await page.waitForFunction(
      () => (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('[part~="card"], article, li').length ?? 0) > 0,
    );
    await page.waitForFunction(() => /\d/.test(document.querySelector('shop-cart-count')?.shadowRoot?.textContent ?? ''));
    assert.equal(order[0], 'GET products', `order: ${order.join(' → ')}; files: ${log.files.join(', ')}`);
    assert.deepEqual(order.slice(1).sort(), ['catalog chunk arrived', 'core arrived'], `order: ${order.join(' → ')}`);
    assert.deepEqual(
      // (The demo's storefront has analytics="datalayer": its adapter is a chunk of its own.)
      log.files
        .filter((f) => f !== 'shop-elements.js' && !/^cdn\/(core-|locale-en-|datalayer-)/.test(f))
        .map(groupOf)
        .sort(),
      ['catalog', 'sort'],
      `files: ${log.files.join(', ')}`,
    );
    assert.equal(log.files.filter((f) => f === 'shop-elements.js').length, 1);
    assert.equal(log.files.filter((f) => /^cdn\/core-/.test(f)).length, 1);
    await page.close();
  });

  it('a contents page loads the content list chunk with the catalog chunk it extends (the products page never loads it)', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/contents.html`);
    await page.waitForFunction(() => (document.querySelector('shop-content-list')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0);
    assert.deepEqual(log.files.map(groupOf).filter(Boolean).sort(), ['catalog', 'contents'], `files: ${log.files.join(', ')}`);
    await page.close();
  });

  it('a list page without a sort control never loads the sort chunk', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/collection.html`);
    await page.waitForFunction(() => (document.querySelector('shop-product-list')?.querySelectorAll('[data-field="name"]').length ?? 0) > 0);
    assert.ok(
      log.files.some((f) => groupOf(f) === 'catalog'),
      `files: ${log.files.join(', ')}`,
    );
    assert.ok(!log.files.some((f) => groupOf(f) === 'sort'), `files: ${log.files.join(', ')}`);
    await page.close();
  });

  it('a catalog page opened with its list state in the URL (sync-url) sends that read before the chunk has arrived, once, and shows it', async () => {
    const page = await e2e.browser.newPage();
    const reads: Array<Record<string, string>> = [];
    const order: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/products') && r.method() === 'GET') {
        reads.push(Object.fromEntries(url.searchParams));
        order.push('GET products');
      }
    });
    page.on('requestfinished', (r) => {
      if (groupOf(/\/dist\/([^?#]+)/.exec(r.url())?.[1] ?? '') === 'catalog') order.push('catalog chunk arrived');
    });
    await page.goto(`${e2e.servers.demoUrl}/?category_ids=12,15&orderby=price_asc&utm_source=mail`);
    await page.waitForFunction(() => (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('li[part~="card"]').length ?? 0) > 0);
    // The filters show the URL's state too.
    await page.waitForFunction(() => {
      const checked = [...(document.querySelector('shop-category-filter')?.shadowRoot?.querySelectorAll('input:checked') ?? [])].map(
        (i) => (i as HTMLInputElement).value,
      );
      return (
        checked.join() === '12,15' &&
        (document.querySelector('shop-sort')?.shadowRoot?.querySelector('select') as HTMLSelectElement | null)?.value === 'price_asc'
      );
    });
    assert.deepEqual(order, ['GET products', 'catalog chunk arrived'], `order: ${order.join(' → ')}`);
    assert.equal(reads.length, 1, JSON.stringify(reads));
    assert.deepEqual(
      { category_ids: reads[0]!.category_ids, orderby: reads[0]!.orderby, page: reads[0]!.page },
      { category_ids: '12,15', orderby: 'price_asc', page: '1' },
    );
    assert.equal(new URL(page.url()).searchParams.get('utm_source'), 'mail');
    await page.close();
  });

  it('the collection page renders its products with its own <template> in the light DOM, loading the template code only there', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
    await page.goto(`${e2e.servers.demoUrl}/collection.html`);
    await page.waitForFunction(() => document.querySelectorAll('#arrivals > [data-shop-items] > [data-shop-item]').length === 8);
    const first = await page.evaluate(() => {
      const item = document.querySelector('#arrivals > [data-shop-items] > [data-shop-item]')!;
      return {
        name: item.querySelector('h2')!.textContent,
        href: item.querySelector('a')!.getAttribute('href'),
        cards: document.querySelector('#arrivals')!.shadowRoot!.querySelectorAll('li[part~="card"]').length,
      };
    });
    assert.ok(first.name, 'the name is in the page');
    assert.match(first.href ?? '', /^\/product\.html\?product_id=\d+$/);
    assert.equal(first.cards, 0, 'no card of its own');
    assert.ok(log.files.some((f) => /^cdn\/item-template-/.test(f)) && log.files.some((f) => /^cdn\/product-template-fields-/.test(f)), log.files.join(', '));
    assert.deepEqual(
      errors.filter((e) => !e.includes('/favicon.ico')),
      [],
    );
    await page.close();
  });

  it('a cart page loads the core, the cart group chunk (and the code it shares) and no other group', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/cart.html`);
    await page.waitForFunction(() => !!customElements.get('shop-cart') && !!document.querySelector('shop-cart')?.shadowRoot?.textContent?.trim());
    const groups = log.files.map(groupOf).filter(Boolean);
    assert.deepEqual(groups, ['cart'], `files: ${log.files.join(', ')}`);
    assert.equal(log.files.filter((f) => /^cdn\/core-/.test(f)).length, 1, 'the chunks import the one core, never a second copy');
    await page.close();
  });

  it('a product page sends GET /products/{product_id} before its chunk has arrived, and only once', async () => {
    const product = await simpleProduct(e2e.servers);
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    const order: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(`/products/${product.id}`) && r.method() === 'GET') order.push('GET product');
    });
    page.on('requestfinished', (r) => {
      if (groupOf(/\/dist\/([^?#]+)/.exec(r.url())?.[1] ?? '') === 'product') order.push('product chunk arrived');
    });
    await page.goto(`${e2e.servers.demoUrl}/product.html?product_id=${product.id}`);
    await page.waitForFunction(() => !!document.querySelector('shop-product-detail')?.shadowRoot?.querySelector('h1, h2'));
    assert.deepEqual(order, ['GET product', 'product chunk arrived'], `order: ${order.join(' → ')}; files: ${log.files.join(', ')}`);
    assert.deepEqual(log.files.map(groupOf).filter(Boolean), ['product']);
    await page.close();
  });

  it("a buy button loads its own chunk (not the product page's), and of the strings only the product part (its cart buttons' words)", async () => {
    const product = await simpleProduct(e2e.servers);
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/`);
    await page.waitForFunction(() => !!customElements.get('shop-product-list'));
    await page.evaluate((id) => {
      const button = document.createElement('shop-add-to-cart');
      button.setAttribute('product-id', String(id));
      document.querySelector('main')!.append(button);
    }, product.id);
    await page.waitForFunction(() => (document.querySelector('shop-add-to-cart')?.shadowRoot?.querySelector('button')?.textContent ?? '').trim().length > 0);
    assert.deepEqual(log.files.map(groupOf).filter(Boolean), ['catalog', 'sort', 'buy'], `files: ${log.files.join(', ')}`);
    // The strings parts besides core: the sort control's (`lists`) and the buy button's (`product`).
    assert.deepEqual(
      log.files.flatMap((f) => /^cdn\/locale-\w+-(\w+)-/.exec(f)?.[1] ?? []).filter((part) => part !== 'core'),
      ['lists', 'product'],
      `files: ${log.files.join(', ')}`,
    );
    await page.close();
  });

  it("a buyer's order page and content viewer load their own group chunk, not the account page's (the buyer reader is in their shared chunk)", async () => {
    const { servers, browser } = e2e;
    const content = await vodContent(servers);
    const raw = await api<{ contents: { data: Array<{ content_id: number | string; options?: Array<{ option_id: number | string }> }> } }>(
      servers,
      '/contents?content_type=vod&language=en',
    );
    const option_id = Number(raw.contents.data.find((c) => Number(c.content_id) === content.id)!.options![0]!.option_id);
    const { token } = await sandboxAdmin<{ token: string }>(servers.sandboxUrl, '/login', { site_key: SITE_KEY, email: 'e2e-chunks@example.com' });
    const { order_id } = await sandboxAdmin<{ order_id: number }>(servers.sandboxUrl, '/purchase', {
      site_key: SITE_KEY,
      token,
      content_items: [{ option_id }],
    });
    const pages = [
      { url: `order.html?order_id=${order_id}`, tag: 'shop-order-detail', shows: String(order_id), group: 'order' },
      { url: `content-viewer.html?content_id=${content.id}`, tag: 'shop-content-viewer', shows: content.title, group: 'viewer' },
    ];
    for (const { url, tag, shows, group } of pages) {
      const context = await browser.newContext();
      await context.addInitScript(([key, value]) => sessionStorage.setItem(key!, value!), [`shop-elements:token:${SITE_KEY}@${servers.sandboxUrl}`, token]);
      const page = await context.newPage();
      const log = scriptLog(page);
      await page.goto(`${servers.demoUrl}/${url}`);
      await page.waitForFunction(([t, text]) => (document.querySelector(t!)?.shadowRoot?.textContent ?? '').includes(text!), [tag, shows]);
      assert.deepEqual(log.files.map(groupOf).filter(Boolean), [group], `${url}: files: ${log.files.join(', ')}`);
      await context.close();
    }
  });

  it('an element added later gets its chunk and upgrades', async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/`);
    await page.waitForFunction(() => !!customElements.get('shop-product-list'));
    assert.equal(await page.evaluate(() => !!customElements.get('shop-board')), false);
    await page.evaluate(() => {
      const board = document.createElement('shop-board');
      board.setAttribute('board-id', '41');
      document.querySelector('main')!.append(board);
    });
    await page.waitForFunction(() => !!customElements.get('shop-board') && document.querySelector('shop-board') instanceof customElements.get('shop-board')!);
    await page.waitForFunction(() => (document.querySelector('shop-board')?.shadowRoot?.textContent ?? '').trim().length > 0);
    assert.deepEqual(log.files.map(groupOf).filter(Boolean), ['catalog', 'sort', 'boards'], `files: ${log.files.join(', ')}`);
    assert.ok((await shadowText(page, 'shop-board')).length > 0);
    await page.close();
  });

  it("a page in Korean or Japanese loads that language's core strings by the address the core computes, no other language or part, and shows its words", async () => {
    for (const [language, search] of [
      ['ko', '검색'],
      ['ja', '検索'],
    ] as const) {
      await withDist(
        [],
        (sandboxUrl) =>
          `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="${language}"><shop-search for="products"></shop-search><shop-product-list id="products" limit="3"></shop-product-list></shop-storefront>`,
        async (page, errors, files) => {
          await page.waitForFunction(() => (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) === 3);
          await page.waitForFunction((text) => (document.querySelector('shop-search')?.shadowRoot?.textContent ?? '').includes(text), search);
          assert.deepEqual(
            files.filter((f) => f.startsWith('cdn/locale-')).map((f) => f.replace(/-[\w-]{6}\.js$/, '')),
            [`cdn/locale-${language}-core`],
            `files: ${files.join(', ')}`,
          );
          assert.deepEqual(
            errors.filter((e) => !e.includes('/favicon.ico')),
            [],
          );
        },
      );
    }
  });

  it('a group chunk that 404s is told in the console, naming the tag and the file; the other elements keep working', async () => {
    const cart = readdirSync('dist/cdn').find((f) => /^cart-.*\.js$/.test(f))!;
    await withDist(
      [cart],
      (sandboxUrl) =>
        `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-cart-count></shop-cart-count><shop-cart></shop-cart></shop-storefront>`,
      async (page, errors) => {
        await page.waitForFunction(() => /\d/.test(document.querySelector('shop-cart-count')?.shadowRoot?.textContent ?? ''));
        await until(() => errors.some((e) => e.includes('<shop-cart>') && e.includes(`cdn/${cart}`)));
        assert.equal(errors.filter((e) => e.includes('<shop-cart>')).length, 1, `console errors: ${errors.join('\n')}`);
        assert.equal(await page.evaluate(() => !!customElements.get('shop-cart')), false);
      },
    );
  });

  it('an analytics adapter chunk that 404s is told once in the console; the list still shows and the events are no longer kept', async () => {
    const adapter = readdirSync('dist/cdn').find((f) => /^datalayer-.*\.js$/.test(f))!;
    await withDist(
      [adapter],
      (sandboxUrl) =>
        `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en" analytics="datalayer"><shop-product-list limit="3"></shop-product-list></shop-storefront>`,
      async (page, errors) => {
        await page.waitForFunction(() => (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) === 3);
        await until(() => errors.some((e) => e.includes('analytics="datalayer"')));
        assert.equal(errors.filter((e) => e.includes('analytics="datalayer"')).length, 1, `console errors: ${errors.join('\n')}`);
        assert.equal(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0), 0);
      },
    );
  });

  it('a product page shows without the code of its buttons; when that chunk 404s, a click says so (alert, one console.error) and the next click, once it loads, adds', async () => {
    await addWithoutChunk(/^add-to-cart-[\w-]{6}\.js$/, 'shop-product-detail', /<shop-product-detail> cannot add to the cart: its code did not load/);
  });

  it('a sync-url list whose URL writer chunk 404s says so once in the console; the list still follows its changes and shows them', async () => {
    const writer = readdirSync('dist/cdn').find((f) => /^list-url-write-.*\.js$/.test(f));
    assert.ok(writer, 'dist/cdn/list-url-write-*.js');
    await withDist(
      [writer],
      (sandboxUrl) =>
        `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-product-list limit="3" sync-url></shop-product-list></shop-storefront>`,
      async (page, errors, files) => {
        const shown = () =>
          page.waitForFunction(() => (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('li[part~="card"]').length ?? 0) === 3);
        await shown();
        // A page opened without the list's state in its URL writes nothing: the writer is not loaded.
        assert.ok(!files.some((f) => f.includes('list-url-write-')), `files: ${files.join(', ')}`);
        const url = page.url();
        const reads: string[] = [];
        page.on('request', (r) => new URL(r.url()).pathname.endsWith('/products') && reads.push(new URL(r.url()).searchParams.get('orderby') ?? ''));
        await page.evaluate(() => document.querySelector('shop-product-list')!.setAttribute('orderby', 'newest'));
        await until(() => errors.some((e) => e.includes('sync-url')));
        await page.evaluate(() => document.querySelector('shop-product-list')!.setAttribute('orderby', 'price_asc'));
        await until(() => reads.includes('price_asc'));
        await shown();
        assert.deepEqual(reads, ['newest', 'price_asc']);
        assert.equal(errors.filter((e) => e.includes('sync-url')).length, 1, `console errors: ${errors.join('\n')}`);
        assert.equal(page.url(), url, 'the URL stays as it was');
      },
    );
  });

  it("the cart drawer of a page's header loads nothing until opened; a click on the Cart link opens it with the cart chunk, and the page stays", async () => {
    const page = await e2e.browser.newPage();
    const log = scriptLog(page);
    await page.goto(`${e2e.servers.demoUrl}/`);
    await page.waitForFunction(() => /\d/.test(document.querySelector('shop-cart-count')?.shadowRoot?.textContent ?? ''));
    assert.ok(!log.files.some((f) => groupOf(f) === 'cart'), `files: ${log.files.join(', ')}`);
    await page.click('a[data-shop-cart-toggle]');
    await page.waitForFunction(() => !!document.querySelector('shop-cart-drawer')?.shadowRoot?.querySelector('shop-cart')?.shadowRoot?.textContent?.trim());
    assert.ok(new URL(page.url()).pathname === '/', `still on the catalog page: ${page.url()}`);
    assert.ok(
      log.files.some((f) => groupOf(f) === 'cart'),
      `files: ${log.files.join(', ')}`,
    );
    assert.equal(await page.evaluate(() => document.querySelector('shop-cart-drawer')!.shadowRoot!.querySelector('dialog')!.matches(':modal')), true);
    await page.close();
  });

  it('when the cart chunk cannot load, the drawer says so in the console and the toggle link is followed', async () => {
    const cart = readdirSync('dist/cdn').find((f) => /^cart-.*\.js$/.test(f))!;
    await withDist(
      [cart],
      (sandboxUrl) =>
        `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><a href="/page.html?cart-page" data-shop-cart-toggle>Cart <shop-cart-count></shop-cart-count></a><shop-cart-drawer></shop-cart-drawer></shop-storefront>`,
      async (page, errors) => {
        await page.waitForFunction(() => /\d/.test(document.querySelector('shop-cart-count')?.shadowRoot?.textContent ?? ''));
        await Promise.all([page.waitForURL(/\?cart-page$/), page.click('a[data-shop-cart-toggle]')]);
        assert.ok(
          errors.some((e) => e.includes('<shop-cart-drawer>') && e.includes(cart)),
          `console errors: ${errors.join('\n')}`,
        );
      },
    );
  });

  it('without JavaScript, the header Cart link leads to the cart page', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.servers.demoUrl}/`);
    await Promise.all([page.waitForURL(/\/cart\.html$/), page.click('a[data-shop-cart-toggle]')]);
    await context.close();
  });

  it('the cart writes load on the first add; when their chunk 404s, an add says so (alert, one console.error), the element stays, and the next add, once it loads, is made', async () => {
    const writes = /^cart-writes-[\w-]{6}\.js$/;
    // The product detail loads the writes with its own add code, and says so itself…
    await addWithoutChunk(writes, 'shop-product-detail', /<shop-product-detail> cannot add to the cart: its code did not load/);
    // …the buy button asks the client, whose calls loaded on first use say what did not load.
    await addWithoutChunk(writes, 'shop-add-to-cart', /StorefrontClient\.addToCart was not called: its code did not load/);
  });

  it('a configuration error is shown from its own chunk (a page set up right never loads it); if that chunk 404s, the console still names the element and the attribute', async () => {
    const view = readdirSync('dist/cdn').find((f) => /^config-error-view-.*\.js$/.test(f));
    assert.ok(view, 'dist/cdn/config-error-view-*.js');
    const markup = (sandboxUrl: string) =>
      `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-product-list limit="ten"></shop-product-list></shop-storefront>`;
    await withDist([], markup, async (page, errors, files) => {
      await page.waitForFunction(() => /limit="ten"/.test(document.querySelector('shop-product-list')?.shadowRoot?.textContent ?? ''));
      assert.ok(files.includes(`cdn/${view}`), `files: ${files.join(', ')}`);
      assert.equal(errors.filter((e) => e.includes('<shop-product-list> limit="ten" is not valid')).length, 1, `console errors: ${errors.join('\n')}`);
    });
    await withDist([view], markup, async (page, errors) => {
      await until(() => errors.some((e) => e.includes('<shop-product-list>') && e.includes('limit="ten"') && e.includes('did not load')));
      assert.equal(await shadowText(page, 'shop-product-list'), '');
    });
  });

  it("a storefront's setup problem is told with the text from the same chunk; if it 404s, the console still names the storefront and the attribute", async () => {
    const view = readdirSync('dist/cdn').find((f) => /^config-error-view-.*\.js$/.test(f))!;
    const markup = (sandboxUrl: string) =>
      `<shop-storefront base-url="${sandboxUrl}" language="en"><shop-product-list limit="2"></shop-product-list></shop-storefront>`;
    await withDist([], markup, async (_page, errors, files) => {
      await until(() => errors.some((e) => e.includes('<shop-storefront> has no site-key attribute')));
      assert.ok(files.includes(`cdn/${view}`), `files: ${files.join(', ')}`);
      assert.equal(errors.filter((e) => e.includes('<shop-storefront>')).length, 1, `console errors: ${errors.join('\n')}`);
      assert.ok(
        errors.some((e) => e.includes('site-key="YOUR-STOREFRONT-KEY"')),
        `console errors: ${errors.join('\n')}`,
      );
    });
    await withDist([view], markup, async (_page, errors) => {
      await until(() => errors.some((e) => e.includes('<shop-storefront> no site-key') && e.includes('did not load')));
      assert.equal(errors.filter((e) => e.includes('<shop-storefront>')).length, 1, `console errors: ${errors.join('\n')}`);
    });
  });

  it("the storefront's notice comes with its own chunk, loaded only when there is one; if it 404s, the console says the notice cannot show", async () => {
    const notices = readdirSync('dist/cdn').find((f) => /^storefront-notices-.*\.js$/.test(f))!;
    const wrong = (sandboxUrl: string) =>
      `<shop-storefront base-url="${sandboxUrl}" language="en"><shop-product-list limit="2"></shop-product-list></shop-storefront>`;
    await withDist([], wrong, async (page, _errors, files) => {
      await page.waitForFunction(() =>
        document.querySelector('shop-storefront')?.shadowRoot?.textContent?.includes('This shop cannot load: its storefront key is missing.'),
      );
      assert.ok(files.includes(`cdn/${notices}`), `files: ${files.join(', ')}`);
    });
    const right = (sandboxUrl: string) =>
      `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-product-list limit="2"></shop-product-list></shop-storefront>`;
    await withDist([], right, async (page, errors, files) => {
      await page.waitForFunction(() => document.querySelector('shop-product-list')?.shadowRoot?.querySelector('[part~="card"]'));
      assert.ok(!files.includes(`cdn/${notices}`), `a page set up right loads no notice: ${files.join(', ')}`);
      assert.deepEqual(
        errors.filter((e) => e.includes('shop-elements')),
        [],
      );
    });
    await withDist([notices], wrong, async (page, errors) => {
      await until(() => errors.some((e) => e.includes('<shop-storefront> cannot show its notice') && e.includes('did not load')));
      // The setup problem itself is still told in the console, by the config error view.
      await until(() => errors.some((e) => e.includes('<shop-storefront> has no site-key attribute')));
      assert.equal(await shadowText(page, 'shop-storefront'), '');
    });
  });
});

describe('CDN bundle: the quick view of <shop-product-list quick-view>', () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  /** axe's WCAG violations in the product list (its shadow root and the dialog in it), by rule id. */
  async function axeViolations(page: Page): Promise<string[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(c: Element, o: object): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
      // The WCAG 2.0–2.2 A/AA rules, as the browser tests check (not axe's best practices).
      const { violations } = await axe.run(document.querySelector('shop-product-list')!, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        rules: { 'target-size': { enabled: true } },
      });
      return violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
  }

  /** The state of the quick view's dialog. */
  const dialogState = (page: Page) =>
    page.evaluate(() => {
      const sr = document.querySelector('shop-product-list')!.shadowRoot!;
      const dialog = sr.querySelector('dialog');
      const detail = dialog?.querySelector('shop-product-detail');
      let focused: Element | null = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      return {
        open: !!dialog?.open,
        busy: dialog?.getAttribute('aria-busy') ?? null,
        status: dialog?.querySelector('[role=status]')?.textContent?.trim() ?? null,
        alert: dialog?.querySelector('[role=alert]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
        title: detail?.shadowRoot?.querySelector('h2')?.textContent ?? null,
        focused: focused?.getAttribute('part') ?? null,
      };
    });

  const clickQuickView = (page: Page) =>
    page.evaluate(() => document.querySelector('shop-product-list')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="quick-view-button"]')!.click());

  it('the catalog page loads no quick view code until a click; then the dialog is open and busy while the product chunk loads, and shows the product', async () => {
    // The demo's Trusted Types policy refuses axe's own script tag: a context that lets it in.
    const context = await e2e.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const log = scriptLog(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/cdn\/product-[\w-]{6}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.servers.demoUrl}/`);
    await page.waitForFunction(() => !!document.querySelector('shop-product-list')?.shadowRoot?.querySelector('[part~="quick-view-button"]'));
    assert.deepEqual(
      log.files.filter((f) => /quick-view|product-|locale-\w+-product/.test(f)),
      [],
      `files: ${log.files.join(', ')}`,
    );
    assert.deepEqual(await axeViolations(page), []);
    await clickQuickView(page);
    await page.waitForFunction(() => !!document.querySelector('shop-product-list')!.shadowRoot!.querySelector('dialog')?.open);
    const busy = await dialogState(page);
    assert.equal(busy.busy, 'true');
    assert.equal(busy.status, 'Loading…');
    assert.equal(busy.focused, 'button close-button');
    assert.deepEqual(await axeViolations(page), [], 'loading state');
    release();
    await page.waitForFunction(() => {
      const d = document.querySelector('shop-product-list')!.shadowRoot!.querySelector('dialog shop-product-detail');
      return !!d?.shadowRoot?.querySelector('h2');
    });
    const shown = await dialogState(page);
    assert.equal(shown.busy, 'false');
    assert.ok(shown.title, 'the product is shown');
    assert.deepEqual(log.files.map(groupOf).filter(Boolean), ['catalog', 'sort', 'product'], `files: ${log.files.join(', ')}`);
    assert.ok(
      log.files.some((f) => /^cdn\/quick-view-[\w-]{6}\.js$/.test(f)) && log.files.some((f) => /^cdn\/locale-en-product-/.test(f)),
      `files: ${log.files.join(', ')}`,
    );
    assert.deepEqual(await axeViolations(page), [], 'open state');
    await context.close();
  });

  it('a product chunk that does not load: the error in the dialog with a retry, console.error naming the file; the retry shows the product', async () => {
    const product = readdirSync('dist/cdn').find((f) => /^product-[\w-]{6}\.js$/.test(f))!;
    await withDist(
      [product],
      (sandboxUrl) =>
        `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-product-list quick-view limit="4"></shop-product-list></shop-storefront>`,
      async (page, errors, _files, dir) => {
        await page.waitForFunction(() => !!document.querySelector('shop-product-list')?.shadowRoot?.querySelector('[part~="quick-view-button"]'));
        await clickQuickView(page);
        await page.waitForFunction(() => !!document.querySelector('shop-product-list')!.shadowRoot!.querySelector('dialog [role=alert]'));
        const failed = await dialogState(page);
        assert.equal(failed.open, true);
        assert.match(failed.alert!, /could not reach the shop.*Try again/);
        assert.equal(errors.filter((e) => e.includes('quick view') && e.includes(`cdn/${product}`)).length, 1, `console errors: ${errors.join('\n')}`);
        assert.deepEqual(await axeViolations(page), [], 'error state');
        copyFileSync(join('dist/cdn', product), join(dir, 'dist/cdn', product));
        await page.evaluate(() =>
          document.querySelector('shop-product-list')!.shadowRoot!.querySelector<HTMLButtonElement>('dialog [part~="retry-button"]')!.click(),
        );
        await page.waitForFunction(
          () => !!document.querySelector('shop-product-list')!.shadowRoot!.querySelector('dialog shop-product-detail')?.shadowRoot?.querySelector('h2'),
        );
        assert.equal((await dialogState(page)).alert, null);
      },
    );
  });
});

/** Resolves once `check` holds (polled; the test's own timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * An add to the cart on a page whose chunk `file` (dist/cdn/) 404s: a `tag` element
 * (`<shop-product-detail>` or `<shop-add-to-cart>`) for a new product of the sandbox shows
 * without that chunk; a click shows an alert, the console says `told` once, and the element
 * stays; once the file is back, the next click adds ("Added to cart", no alert).
 */
async function addWithoutChunk(file: RegExp, tag: 'shop-product-detail' | 'shop-add-to-cart', told: RegExp): Promise<void> {
  const missing = readdirSync('dist/cdn').find((f) => file.test(f));
  assert.ok(missing, `dist/cdn: ${file}`);
  let sandboxUrl = '';
  await withDist(
    [missing],
    (url) => {
      sandboxUrl = url;
      return `<shop-storefront site-key="${SITE_KEY}" base-url="${url}" language="en"><main></main></shop-storefront>`;
    },
    async (page, errors, files, dir) => {
      const product = await simpleProduct({ sandboxUrl });
      // (A buy button needs the variant; the product detail reads it.)
      await page.evaluate(
        ([t, id, variant]) => {
          const element = document.createElement(t);
          element.setAttribute('product-id', id);
          if (t === 'shop-add-to-cart') element.setAttribute('variant-id', variant);
          document.querySelector('main')!.append(element);
        },
        [tag, String(product.id), String(product.variant_id)] as const,
      );
      const inElement = (selector: string) =>
        page.evaluate(([t, s]) => document.querySelector(t)?.shadowRoot?.querySelector(s)?.textContent?.trim() ?? null, [tag, selector] as const);
      const button = `[part~="add-button"]`;
      await page.waitForFunction(([t, b]) => document.querySelector(t)?.shadowRoot?.querySelector<HTMLButtonElement>(b)?.disabled === false, [
        tag,
        button,
      ] as const);
      if (tag === 'shop-product-detail') {
        await page.waitForFunction(() => !!document.querySelector('shop-product-detail')?.shadowRoot?.querySelector('h2'));
        assert.equal(await inElement('h2'), product.name);
      }
      // Every console error about it: the one told, or any other naming the element.
      const aboutIt = () => errors.filter((e) => told.test(e) || e.includes(`<${tag}>`));
      assert.ok(!files.some((f) => f === `cdn/${missing}`), `nothing of the add is loaded before a click: ${files.join(', ')}`);
      const click = () =>
        page.evaluate(([t, b]) => document.querySelector(t)!.shadowRoot!.querySelector<HTMLButtonElement>(b)!.click(), [tag, button] as const);
      await click();
      await page.waitForFunction((t) => !!document.querySelector(t)!.shadowRoot!.querySelector('[role=alert]'), tag);
      assert.match((await inElement('[role=alert]'))!, /could not reach the shop.*try again/i);
      await until(() => errors.some((e) => told.test(e)));
      assert.equal(aboutIt().length, 1, `console errors: ${errors.join('\n')}`);
      if (tag === 'shop-product-detail') assert.equal(await inElement('h2'), product.name, 'the product stays');
      copyFileSync(join('dist/cdn', missing), join(dir, 'dist/cdn', missing));
      await click();
      await page.waitForFunction((t) => /Added to cart/.test(document.querySelector(t)!.shadowRoot!.querySelector('[role=status]')?.textContent ?? ''), tag);
      assert.equal(await inElement('[role=alert]'), null);
      assert.equal(aboutIt().length, 1, `console errors: ${errors.join('\n')}`);
    },
  );
}

/**
 * Serves a copy of dist/ without the files `missing` (under dist/cdn/) and a page whose body is
 * `body(sandboxUrl)`, opens it in a fresh browser context and runs `run` with the console errors
 * and the /dist/ files requested so far.
 */
async function withDist(
  missing: string[],
  body: (sandboxUrl: string) => string,
  run: (page: Page, errors: string[], files: string[], dir: string) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cdn-'));
  cpSync('dist', join(dir, 'dist'), { recursive: true });
  for (const file of missing) rmSync(join(dir, 'dist/cdn', file));
  const app = new Hono();
  let sandboxUrl = '';
  app.use('/dist/*', serveStatic({ root: dir }));
  app.get('/page.html', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>
<script type="module" src="/dist/shop-elements.js"></script></head><body>
${body(sandboxUrl)}
</body></html>`),
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: 'localhost' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({ port: 0, demoOrigins: [url] });
  sandboxUrl = sandbox.url;
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  try {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
    const log = scriptLog(page);
    await page.goto(`${url}/page.html`);
    await run(page, errors, log.files, dir);
  } finally {
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
