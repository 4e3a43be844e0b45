/**
 * Server rendering: every element renders on the server with @lit-labs/ssr (what Astro, Eleventy
 * or a Next.js page does with Lit) from the built npm entry, showing its loading state; in
 * Chromium the client then takes the server markup over and loads the data, with or without
 * Lit's hydration support loaded first.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html as staticHtml } from 'lit/static-html.js';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { type Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import { launchChromium } from './e2e.js';

/** Every element, with the attributes a page would give it. */
const TAGS: Array<[string, string]> = [
  ['shop-product-list', 'limit="4" product-href="/p?id={product_id}"'],
  ['shop-product-detail', 'product-id="101"'],
  ['shop-content-list', 'content-type="vod"'],
  ['shop-content-detail', 'content-id="501"'],
  ['shop-category-filter', 'kind="product" for="list"'],
  ['shop-tag-filter', 'kind="product" for="list"'],
  ['shop-search', 'for="list"'],
  ['shop-sort', 'for="list"'],
  ['shop-cart-count', ''],
  ['shop-add-to-cart', 'option-id="5001"'],
  ['shop-cart', 'checkout-href="/checkout"'],
  ['shop-cart-drawer', 'open-on-add checkout-href="/checkout"'],
  ['shop-login', ''],
  ['shop-checkout', 'redirect-url="/result"'],
  ['shop-payment-result', ''],
  ['shop-order-list', ''],
  ['shop-order-detail', 'order-id="1"'],
  ['shop-order-lines', ''],
  ['shop-my-contents', ''],
  ['shop-content-viewer', 'content-id="501"'],
  ['shop-board', 'board-id="1"'],
  ['shop-post', 'post-id="1"'],
];

/** The built npm entry (what `import 'shop-elements'` loads), imported for its definitions. */
const ENTRY = new URL('../../dist/index.js', import.meta.url).href;

/** Server-renders `markup` (static HTML with our tags) after importing the built npm entry. */
async function ssr(markup: string): Promise<string> {
  await import(ENTRY);
  const strings = Object.assign([markup], { raw: [markup] }) as unknown as TemplateStringsArray;
  return collectResult(render(staticHtml(strings)));
}

describe('server rendering with @lit-labs/ssr', () => {
  it('defines all 23 elements in the server DOM shim', async () => {
    await import(ENTRY);
    for (const tag of ['shop-storefront', ...TAGS.map(([t]) => t)]) assert.ok(customElements.get(tag), `${tag} is defined`);
  });

  for (const [tag, attributes] of TAGS) {
    it(`renders <${tag}> inside a storefront without throwing, in its loading state`, async () => {
      const out = await ssr(`<shop-storefront site-key="k" base-url="https://platform.example"><${tag} ${attributes}></${tag}></shop-storefront>`);
      // Declarative shadow roots for both elements: the markup is real, not an empty tag.
      const roots = out.match(/<template shadowroot(mode)?="open"/g) ?? [];
      assert.ok(roots.length >= 2, `declarative shadow roots in ${out.slice(0, 300)}`);
      assert.match(out, new RegExp(`<${tag}[^>]*>\\s*(<!--[^>]*-->\\s*)*<template shadowroot`));
      // No raw string key (the language pack is a browser download): no "loading", "retry"… text.
      assert.doesNotMatch(out.replace(/<style>[^]*?<\/style>/g, '').replace(/<[^>]*>/g, ' '), /\b(loading|retry|empty|addToCart|logIn)\b/);
    });
  }

  it('keeps no on… attribute on the server: an event prop through @lit-labs/nextjs stays out of the HTML', async () => {
    await import(ENTRY);
    // What @lit-labs/ssr-react (the renderer of @lit-labs/nextjs) does with each React prop of a
    // custom element: setAttribute(name, String(value)), then the element's attributes become
    // the host's props in the server HTML.
    const { getElementRenderer } = await import('@lit-labs/ssr/lib/element-renderer.js');
    const { LitElementRenderer } = await import('@lit-labs/ssr/lib/lit-element-renderer.js');
    const info = {
      elementRenderers: [LitElementRenderer],
      customElementInstanceStack: [],
      customElementHostStack: [],
      eventTargetStack: [],
      slotStack: [],
      deferHydration: false,
    };
    for (const tag of ['shop-product-list', 'shop-product-detail', 'shop-cart']) {
      const renderer = getElementRenderer(info as never, tag);
      renderer.setAttribute('limit', '6');
      renderer.setAttribute(
        'onshop-navigate',
        String((e: Event) => e.preventDefault()),
      );
      renderer.setAttribute('onShop-Cart-Add', 'function(){}');
      const attributes = renderer.element!.attributes;
      const names = Array.from({ length: attributes.length }, (_, i) => attributes[i]!.name);
      assert.deepEqual(names, ['limit'], `<${tag}>'s server attributes`);
    }
  });

  it(`renders an element outside any storefront (a header badge)`, async () => {
    const out = await ssr('<shop-cart-count></shop-cart-count><shop-login></shop-login>');
    assert.match(out, /<shop-cart-count[^>]*>\s*(<!--[^>]*-->\s*)*<template shadowroot/);
  });
});

describe('server-rendered markup in Chromium', () => {
  let sandbox: RunningSandbox;
  let server: Server;
  let origin: string;
  let browser: Browser;
  const bundles: Record<string, string> = {};
  let page = '';

  before(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const js = bundles[url.pathname];
      if (js !== undefined) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
      const hydrate = url.searchParams.has('hydrate-support');
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(page.replace('%BUNDLE%', hydrate ? '/with-hydrate-support.js' : '/plain.js'));
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    sandbox = await startSandbox({ port: 0, demoOrigins: [origin] });
    const body = await ssr(
      `<shop-storefront site-key="demo-site-key" base-url="${sandbox.url}" language="en" token-storage="memory">` +
        `<shop-cart-count></shop-cart-count><shop-product-list limit="4"></shop-product-list></shop-storefront>`,
    );
    page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title></head><body>${body}<script type="module" src="%BUNDLE%"></script></body></html>`;
    // What a site's client build does: the package (and, for Astro/Next.js, Lit's hydration support first).
    for (const [name, entry] of [
      ['/plain.js', `import ${JSON.stringify(new URL('../../dist/index.js', import.meta.url).pathname)};`],
      [
        '/with-hydrate-support.js',
        `import '@lit-labs/ssr-client/lit-element-hydrate-support.js';\nimport ${JSON.stringify(new URL('../../dist/index.js', import.meta.url).pathname)};`,
      ],
    ] as const) {
      const result = await build({
        stdin: { contents: entry, resolveDir: new URL('../../', import.meta.url).pathname, loader: 'js' },
        bundle: true,
        format: 'esm',
        write: false,
        logLevel: 'silent',
      });
      bundles[name] = result.outputFiles[0]!.text;
    }
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await sandbox?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  for (const mode of ['without', 'with'] as const) {
    it(`shows the server's loading state, then the products (${mode} Lit's hydration support)`, async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const problems: string[] = [];
      tab.on('pageerror', (e) => problems.push(e.message));
      tab.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      // Before any script: the declarative shadow root already shows the loading state.
      await tab.route('**/*.js', (route) => route.abort());
      await tab.goto(`${origin}/${mode === 'with' ? '?hydrate-support' : ''}`);
      const before = await tab.evaluate(() => ({
        loading: !!document.querySelector('shop-product-list')?.shadowRoot?.querySelector('[part~="loading"]'),
        defined: !!customElements.get('shop-product-list'),
      }));
      assert.deepEqual(before, { loading: true, defined: false });
      problems.length = 0;
      await tab.unroute('**/*.js');
      await tab.goto(`${origin}/${mode === 'with' ? '?hydrate-support' : ''}`);
      // The cards and the cart count come from two reads that may answer in either order: wait for both.
      await tab.waitForFunction(
        () =>
          (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0 &&
          /\d/.test(document.querySelector('shop-cart-count')?.shadowRoot?.textContent ?? ''),
        null,
        { timeout: 20000 },
      );
      const after = await tab.evaluate(() => {
        const root = document.querySelector('shop-product-list')!.shadowRoot!;
        return {
          cards: root.querySelectorAll('[part~="card"]').length,
          grids: root.querySelectorAll('[part~="grid"]').length,
          loading: root.querySelectorAll('[part~="loading"]').length,
          count: document.querySelector('shop-cart-count')!.shadowRoot!.textContent!.trim(),
        };
      });
      assert.deepEqual({ ...after, count: /^\d+$/.test(after.count) }, { cards: 4, grids: 1, loading: 0, count: true });
      assert.deepEqual(
        problems.filter((p) => !/Lit is in dev mode/.test(p)),
        [],
      );
      await context.close();
    });
  }
});
