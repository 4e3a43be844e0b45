/**
 * The sandbox's page model (sandbox/mcp/pages.ts): how HTML becomes blocks, and that nothing but
 * block structure and plain text comes out of hostile markup.
 * `node --import tsx --test test/node/mcp-pages.test.ts`.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FIRST_PAGE_ID, blocksOf, loadDemoPages, pageMeta, pathOf } from '../../sandbox/mcp/pages.js';

const HOSTILE = `<!doctype html>
<html lang="ko">
<head><title>Sale &amp; more</title><script>window.__xss = 1</script><style>body{display:none}</style>
<meta http-equiv="refresh" content="0;url=javascript:alert(1)"></head>
<body>
<!-- a comment with <shop-cart> inside -->
<shop-storefront site-key="k" onclick="alert(1)" style="color:red" base-url="javascript:alert(1)">
  <h2 id="t">Big   <em>sale</em><script>alert(2)</script></h2>
  <p>Prices <b>drop</b><br>today. <img src="/a.png" onerror="alert(3)" alt="A red shirt" width="640" height="480"></p>
  <div>Loose text <span>here</span></div>
  <section><ul><li>First &lt;b&gt; item</li><li>  </li></ul></section>
  <shop-product-list limit="12"><p>Fallback</p></shop-product-list>
  <template><shop-cart></shop-cart><p>hidden</p></template>
  <noscript><p>No JS</p></noscript>
  <iframe src="https://evil.example"></iframe>
  <svg onload="alert(4)"><text>svg text</text></svg>
  <img src="data:image/png;base64,AAAA">
</shop-storefront>
</body>
</html>`;

describe('page model', () => {
  it('turns shop elements, text and images into blocks, and nothing else', () => {
    const { title, language, blocks } = blocksOf(HOSTILE);
    assert.equal(title, 'Sale & more');
    assert.equal(language, 'ko');
    assert.deepEqual(blocks, [
      { block_id: 'b1', parent_block_id: null, kind: 'shop-storefront', attributes: { 'site-key': 'k' } },
      { block_id: 'b2', parent_block_id: 'b1', kind: 'text', role: 'heading', level: 2, text: 'Big sale' },
      { block_id: 'b3', parent_block_id: 'b1', kind: 'text', role: 'paragraph', level: null, text: 'Prices drop today.' },
      { block_id: 'b4', parent_block_id: 'b1', kind: 'image', alt: 'A red shirt', width: 640, height: 480 },
      { block_id: 'b5', parent_block_id: 'b1', kind: 'text', role: 'text', level: null, text: 'Loose text here' },
      { block_id: 'b6', parent_block_id: 'b1', kind: 'text', role: 'list-item', level: null, text: 'First <b> item' },
      { block_id: 'b7', parent_block_id: 'b1', kind: 'shop-product-list', attributes: { limit: '12' } },
      { block_id: 'b8', parent_block_id: 'b7', kind: 'text', role: 'paragraph', level: null, text: 'Fallback' },
      { block_id: 'b9', parent_block_id: 'b1', kind: 'image', alt: '', width: null, height: null },
    ]);
    const json = JSON.stringify(blocks);
    for (const raw of ['alert', 'script', 'onerror', 'onclick', 'style', 'javascript:', '.png', 'data:', 'evil', 'svg', 'hidden', 'No JS', 'comment']) {
      assert.ok(!json.includes(raw), `no "${raw}" in the blocks`);
    }
  });

  it('names pages by the path the demo serves them at', () => {
    assert.equal(pathOf('index.html'), '/');
    assert.equal(pathOf(join('auth', 'callback', 'index.html')), '/auth/callback/');
    assert.equal(pathOf('cart.html'), '/cart.html');
  });

  it('reads every HTML file of a folder, in path order, with two versions each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    try {
      mkdirSync(join(dir, 'auth', 'callback'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<title>Home</title><shop-storefront><h1>Hi</h1></shop-storefront>');
      writeFileSync(join(dir, 'b.html'), '<title>B</title><p>Text</p>');
      writeFileSync(join(dir, 'auth', 'callback', 'index.html'), '<title>Callback</title>');
      writeFileSync(join(dir, 'notes.txt'), 'not a page');
      const now = Date.parse('2026-01-10T00:00:00Z');
      const pages = loadDemoPages(now, dir);
      assert.deepEqual(
        pages.map((p) => [p.page_id, p.path, p.title]),
        [
          [FIRST_PAGE_ID, '/auth/callback/', 'Callback'],
          [FIRST_PAGE_ID + 1, '/b.html', 'B'],
          [FIRST_PAGE_ID + 2, '/', 'Home'],
        ],
      );
      const home = pages[2]!;
      assert.deepEqual(
        home.versions.map((v) => [v.version, v.created_at, v.block_count]),
        [
          [1, '2026-01-08T00:00:00.000Z', 1],
          [2, '2026-01-09T00:00:00.000Z', 2],
        ],
      );
      assert.deepEqual(pageMeta(home), {
        page_id: FIRST_PAGE_ID + 2,
        path: '/',
        title: 'Home',
        language: null,
        status: 'published',
        current_version: 2,
        updated_at: '2026-01-09T00:00:00.000Z',
        block_count: 2,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
