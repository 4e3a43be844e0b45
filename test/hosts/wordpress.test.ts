/**
 * The WordPress plugin in a real WordPress (Debian's 6.1, Twenty Twenty-Three, MariaDB, PHP):
 * the owner uploads the built zip and fills the settings page in wp-admin, an Author builds
 * the shop's pages from the plugin's blocks through the REST API (so kses applies to her as it
 * does to every author), the owner puts the cart count and login into the theme's header, and a
 * buyer makes the whole purchase in Chromium. Then the catalog block's list options (tags, several
 * choices, sort, the page in the address, which WordPress would 404 and redirect away on reload, and
 * on a static front page the sort and search, which WordPress would answer with the blog),
 * the header's mini-cart drawer, quick view, "Load more", and the analytics and display-currency
 * settings.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type Browser, type Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import type { DemoServers } from '../../scripts/demo-server.js';
import { escapeRe, launchChromium, SITE_KEY, simpleProduct, watchProblems } from '../node/e2e.js';
import { startWordPress, type WordPressSite, type WpUser } from './wordpress-site.js';
import { wholePurchase } from './purchase.js';

const ZIP = 'dist/wordpress/shop-elements.zip';

let wp: WordPressSite;
let sandbox: RunningSandbox;
let browser: Browser;
let servers: DemoServers;

async function logIn(page: Page, user: { user: string; password: string }): Promise<void> {
  await page.goto(`${wp.url}/wp-login.php`);
  await page.getByLabel(/username or email/i).fill(user.user);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/wp-admin/);
}

/** PHP notices, warnings and errors raised in the plugin's own files. */
function pluginPhpProblems(): string[] {
  return wp
    .log()
    .split('\n')
    .filter((line) => /plugins\/shop-elements\//.test(line) && /PHP (Notice|Warning|Deprecated|Fatal|Parse)/.test(line));
}

/**
 * On a page whose one list is synced (`limit` 3, a sort control offering "Name"): sorts by name,
 * goes to page 2, reloads, and checks that the reload came with no redirect, answered 200, and
 * shows page 2 of the list sorted by name, with the same cards.
 */
async function sortPageTwoAndReload(page: Page): Promise<void> {
  const list = page.locator('shop-product-list');
  const titles = () => list.locator('[part~="title"]').allTextContents();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
  await page.waitForURL(/[?&]orderby=name(&|$)/);
  await list.getByText(/^Page 1 of /).waitFor();
  const first = await titles();
  await list.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/[?&]page=2(&|$)/);
  await list.getByText(/^Page 2 of /).waitFor();
  // The pager may say "Page 2" while page 1's cards are still on screen (kept until page 2's
  // answer): wait for the cards to change, up to 10 s.
  let second = await titles();
  for (let tries = 0; tries < 100 && JSON.stringify(second) === JSON.stringify(first); tries++) {
    await page.waitForTimeout(100);
    second = await titles();
  }
  assert.notDeepEqual(second, first);

  const reload = await page.reload();
  assert.equal(reload?.request().redirectedFrom()?.url(), undefined, 'no redirect');
  assert.equal(reload?.status(), 200);
  assert.match(page.url(), /[?&]page=2(&|$)/);
  assert.match(page.url(), /[?&]orderby=name(&|$)/);
  assert.equal(await list.count(), 1, 'the page of the list (not a 404, nor the blog)');
  await list.getByText(/^Page 2 of /).waitFor();
  assert.deepEqual(await titles(), second);
  assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'name');
}

/** Publishes a post (or a page, for the admin) made of `content`, through the REST API. */
const publish = (user: WpUser, type: 'posts' | 'pages', slug: string, title: string, content: string) =>
  wp.rest<WpPost>(user, 'POST', `/wp/v2/${type}`, { slug, title, content, status: 'publish' });

interface WpPost {
  id: number;
  link: string;
  content: { raw: string; rendered: string };
}

describe('WordPress: the plugin, blocks by an Author, and a whole purchase', () => {
  before(async () => {
    wp = await startWordPress();
    sandbox = await startSandbox({ port: 0, demoOrigins: [wp.url] });
    servers = { demoUrl: wp.url, sandboxUrl: sandbox.url, close: async () => {} };
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await sandbox?.close();
    await wp?.close();
  });

  it('runs Debian’s WordPress 6.1 with Twenty Twenty-Three, and its Author has no unfiltered_html nor pages', () => {
    assert.match(wp.version, /^6\.1\./);
    assert.equal(wp.theme, 'twentytwentythree');
    assert.equal(wp.author.canUnfilteredHtml, false);
    assert.equal(wp.author.canEditPages, false);
  });

  it('the owner uploads the zip, activates the plugin and fills its settings page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, wp.admin);

    await page.goto(`${wp.url}/wp-admin/plugin-install.php?tab=upload`);
    await page.locator('input[name="pluginzip"]').setInputFiles(ZIP);
    await page.getByRole('button', { name: /install now/i }).click();
    await page.getByText(/plugin installed successfully/i).waitFor();
    await page.getByRole('link', { name: /activate plugin/i }).click();
    await page.getByText(/plugin activated/i).waitFor();
    // Without a key the shop stays hidden, and the admin is told so.
    await page.getByText(/shop elements needs your storefront key/i).waitFor();

    await page.goto(`${wp.url}/wp-admin/options-general.php?page=shop-elements`);
    await page.getByText(`${wp.url}/auth/callback`).waitFor();
    await page.getByLabel('Storefront key').fill(SITE_KEY);
    await page.getByLabel('Platform address').fill(sandbox.url);
    await page.getByLabel('Language').selectOption('en');
    await page.getByRole('button', { name: /save changes/i }).click();
    await page.getByText(/settings saved/i).waitFor();
    assert.equal(await page.getByLabel('Storefront key').inputValue(), SITE_KEY);
    assert.equal(await page.getByLabel('Platform address').inputValue(), sandbox.url);

    // A save without the form's nonce changes nothing.
    const forged = await page.request.post(`${wp.url}/wp-admin/options.php`, {
      form: { option_page: 'shop_elements', action: 'update', 'shop_elements_settings[site_key]': 'forged-key' },
      maxRedirects: 0,
    });
    assert.notEqual(forged.status(), 302, 'no redirect to "settings saved"');
    await page.reload();
    assert.equal(await page.getByLabel('Storefront key').inputValue(), SITE_KEY);
    await context.close();

    // An Author cannot open the settings page.
    const authorContext = await browser.newContext();
    const authorPage = await authorContext.newPage();
    await logIn(authorPage, wp.author);
    await authorPage.goto(`${wp.url}/wp-admin/options-general.php?page=shop-elements`);
    await authorPage
      .getByText(/not allowed/i)
      .first()
      .waitFor();
    assert.equal(await authorPage.getByLabel('Storefront key').count(), 0);
    await authorContext.close();
  });

  it('the blocks load in the editor of an Author, with their fields', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await logIn(page, wp.author);
    await page.goto(`${wp.url}/wp-admin/post-new.php`);
    await page.waitForFunction(() => {
      const wpg = (window as unknown as { wp?: { blocks?: { getBlockType(n: string): unknown } } }).wp;
      return Boolean(wpg?.blocks?.getBlockType('shop-elements/catalog'));
    });
    const names = await page.evaluate(() => {
      const wpg = (
        window as unknown as { wp: { blocks: { getBlockTypes(): Array<{ name: string }> }; data: { dispatch(s: string): { insertBlocks(b: unknown): void } } } }
      ).wp;
      return wpg.blocks
        .getBlockTypes()
        .map((b) => b.name)
        .filter((n) => n.startsWith('shop-elements/'))
        .sort();
    });
    assert.deepEqual(
      names,
      ['account', 'board', 'cart', 'catalog', 'checkout', 'content', 'header', 'product', 'result'].map((n) => `shop-elements/${n}`),
    );
    await page.evaluate(() => {
      const wpg = (
        window as unknown as { wp: { blocks: { createBlock(n: string): unknown }; data: { dispatch(s: string): { insertBlocks(b: unknown): void } } } }
      ).wp;
      wpg.data.dispatch('core/block-editor').insertBlocks(wpg.blocks.createBlock('shop-elements/catalog'));
    });
    const block = page.locator('[data-type="shop-elements/catalog"]');
    await block.getByText('Shop catalog').first().waitFor();
    await block.getByLabel('Link of a card').fill('/product/?product_id={product_id}');
    await block.getByLabel('Cards per page').fill('8');
    // Fields that apply only with another one: the sort choices with the sort control.
    assert.equal(await block.getByLabel('Sort choices').count(), 0);
    await block.getByLabel('Sort control').check();
    await block.getByLabel('Sort choices').fill('newest,name');
    await block.getByLabel('More cards').selectOption('more');
    await block.getByLabel('Quick view button on each card').check();
    const attributes = await page.evaluate(() => {
      const wpg = (window as unknown as { wp: { data: { select(s: string): { getBlocks(): Array<{ attributes: Record<string, unknown> }> } } } }).wp;
      return wpg.data.select('core/block-editor').getBlocks()[0]!.attributes;
    });
    assert.equal(attributes.href, '/product/?product_id={product_id}');
    assert.equal(attributes.limit, 8);
    assert.equal(attributes.showSort, true);
    assert.equal(attributes.sortOptions, 'newest,name');
    assert.equal(attributes.pagination, 'more');
    assert.equal(attributes.quickView, true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an Author builds the shop pages from blocks, and kses keeps them', async () => {
    const post = (slug: string, title: string, content: string) => publish(wp.author, 'posts', slug, title, content);
    const posts = [
      await post(
        'shop',
        'Shop',
        '<!-- wp:paragraph -->\n<p>Everything we make, by hand.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:shop-elements/catalog {"href":"/product/?product_id={product_id}"} /-->',
      ),
      await post('product', 'Product', '<!-- wp:shop-elements/product {"checkoutHref":"/checkout/"} /-->'),
      await post('cart', 'Cart', '<!-- wp:shop-elements/cart {"checkoutHref":"/checkout/"} /-->'),
      await post('checkout', 'Checkout', '<!-- wp:shop-elements/checkout {"redirectUrl":"/payment-result/"} /-->'),
      await post('payment-result', 'Payment', '<!-- wp:shop-elements/result /-->'),
      await post('account', 'Account', '<!-- wp:shop-elements/account {"orderHref":"/order/?order_id={order_id}"} /-->'),
    ];
    for (const p of posts) {
      const saved = await wp.rest<WpPost>(wp.author, 'GET', `/wp/v2/posts/${p.id}?context=edit`);
      assert.match(saved.content.raw, /<!-- wp:shop-elements\/[a-z]+/, 'the block survived kses');
    }
    const shop = await (await fetch(`${wp.url}/shop/`)).text();
    assert.match(shop, /<shop-product-list [^>]*product-href="\/product\/\?product_id=\{product_id\}"/);
    assert.match(shop, /<script type="module" src=["'][^"']*\/wp-content\/plugins\/shop-elements\/dist\/shop-elements\.js\?ver=0\.1\.0["']/);
    assert.match(
      shop,
      new RegExp(
        `<shop-storefront site-key="${SITE_KEY}" language="en" token-storage="session" auth-callback="/auth/callback" base-url="${sandbox.url}"></shop-storefront>`,
      ),
    );
  });

  it('raw shop tags in classic content survive kses, and wpautop leaves them whole', async () => {
    const product = await simpleProduct(servers);
    const classic = [
      'Our socks, knitted in Seoul.',
      '<shop-product-list limit="4" product-href="/product/?product_id={product_id}"></shop-product-list>',
      `Or take the first pair now: <shop-add-to-cart product-id="${product.id}">Add\nthe socks</shop-add-to-cart>`,
    ].join('\n\n');
    const created = await publish(wp.author, 'posts', 'classic', 'Classic', classic);
    const saved = await wp.rest<WpPost>(wp.author, 'GET', `/wp/v2/posts/${created.id}?context=edit`);
    assert.match(saved.content.raw, /<shop-product-list limit="4" product-href="\/product\/\?product_id=\{product_id\}"><\/shop-product-list>/);
    assert.match(saved.content.raw, new RegExp(`<shop-add-to-cart product-id="${product.id}">`));

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(`${wp.url}/classic/`);
    await page.locator('shop-product-list').getByRole('link').first().waitFor();
    assert.equal(await page.locator('shop-product-list').evaluate((el) => el.parentElement?.tagName), 'DIV', 'not inside a <p>');
    assert.equal(await page.locator('shop-add-to-cart br').count(), 0, 'no <br> in the label');
    await page.getByRole('button', { name: 'Add the socks' }).waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('an Author cannot point the shop at another key or platform, nor put a script address in a block', async () => {
    const content = [
      '<shop-storefront site-key="forged-key" base-url="https://elsewhere.example"><p>inside</p></shop-storefront>',
      '<!-- wp:shop-elements/catalog {"href":"javascript:alert(1)"} /-->',
      '<!-- wp:shop-elements/cart {"checkoutHref":"//elsewhere.example/checkout"} /-->',
    ].join('\n\n');
    const created = await publish(wp.author, 'posts', 'forged', 'Forged', content);
    const saved = await wp.rest<WpPost>(wp.author, 'GET', `/wp/v2/posts/${created.id}?context=edit`);
    assert.doesNotMatch(saved.content.raw, /<shop-storefront/, 'kses removed the storefront tag');
    const html = await (await fetch(`${wp.url}/forged/`)).text();
    assert.equal(html.match(/<shop-storefront/g)?.length, 1, 'only the plugin’s storefront');
    assert.doesNotMatch(html, /forged-key|elsewhere\.example|javascript:/);
    assert.match(html, /<shop-product-list id="shop-catalog-1" limit="12"><\/shop-product-list>/);
    assert.match(html, /<shop-cart><\/shop-cart>/);
  });

  it('the owner puts the cart count and login into the theme’s header', async () => {
    const part = await wp.rest<{ content: { raw: string } }>(wp.admin, 'GET', '/wp/v2/template-parts/twentytwentythree//header?context=edit');
    const content = part.content.raw.replace(/(<!-- wp:navigation [^\n]*\/-->)/, '$1\n<!-- wp:shop-elements/header {"cartHref":"/cart/"} /-->');
    assert.notEqual(content, part.content.raw);
    await wp.rest(wp.admin, 'POST', '/wp/v2/template-parts/twentytwentythree//header', { content });
    const home = await (await fetch(`${wp.url}/shop/`)).text();
    assert.match(
      home,
      /<header[\s\S]*<a class="shop-elements-cart-link" href="\/cart\/">Cart <shop-cart-count><\/shop-cart-count><\/a><shop-login><\/shop-login>/,
    );
  });

  it('a buyer makes the whole purchase: list, product page, cart, header count, login, checkout, payment, result, account', async () => {
    await wholePurchase(
      browser,
      servers,
      {
        url: wp.url,
        catalog: '/shop/',
        contentColumn: '.wp-block-post-content > p',
        productUrl: (id) => new RegExp(`/product/\\?product_id=${id}$`),
        cartUrl: /\/cart\/$/,
        checkoutUrl: /\/checkout\/$/,
        resultUrl: /\/payment-result\/\?/,
        account: '/account/',
      },
      'wp-buyer@example.com',
    );
  });

  it('the catalog block’s list options: tag filter, several choices at once, sort, and the page in the address, which a reload keeps', async () => {
    const created = await publish(
      wp.author,
      'posts',
      'browse',
      'Browse',
      '<!-- wp:shop-elements/catalog {"href":"/product/?product_id={product_id}","limit":3,"showTags":true,"multiple":true,"showSort":true,"sortOptions":"newest,name","syncUrl":true} /-->',
    );
    const html = await (await fetch(created.link)).text();
    assert.match(
      html,
      new RegExp(
        [
          '<shop-search for="shop-catalog-1"></shop-search>',
          '<shop-category-filter kind="product" for="shop-catalog-1" multiple></shop-category-filter>',
          '<shop-tag-filter kind="product" for="shop-catalog-1" multiple></shop-tag-filter>',
          '<shop-sort for="shop-catalog-1" options="newest,name"></shop-sort>',
          '<shop-product-list id="shop-catalog-1" limit="3" sync-url product-href="/product/\\?product_id={product_id}"></shop-product-list>',
        ]
          .map((tag) => tag.replace(/[{}]/g, '\\$&'))
          .join(''),
      ),
    );

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(created.link);
    await page.locator('shop-product-list').getByRole('link').first().waitFor();
    await page.getByRole('checkbox', { name: 'Best seller' }).check();
    await page.getByRole('checkbox', { name: 'Gift' }).check();
    await page.waitForURL(/[?&]tag_ids=22(,|%2C)23(&|$)/);
    await page.getByRole('checkbox', { name: 'Gift' }).uncheck();
    await page.getByRole('checkbox', { name: 'Best seller' }).uncheck();
    await page.waitForURL((url) => !url.search.includes('tag_ids=22'));

    // WordPress reads `page` as the page of a post split by <!--nextpage-->: it would answer 404,
    // then redirect to the post's first page.
    await sortPageTwoAndReload(page);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('a synced catalog on the static front page keeps its sort, page and search across a reload (WordPress reads orderby, page and search as its own)', async () => {
    const front = await publish(
      wp.admin,
      'pages',
      'storefront',
      'Storefront',
      '<!-- wp:shop-elements/catalog {"href":"/product/?product_id={product_id}","limit":3,"showSort":true,"sortOptions":"newest,name","syncUrl":true} /-->',
    );
    await wp.rest(wp.admin, 'POST', '/wp/v2/settings', { show_on_front: 'page', page_on_front: front.id });
    try {
      const page = await browser.newPage();
      const problems = watchProblems(page);
      await page.goto(`${wp.url}/`);
      await page.locator('shop-product-list').getByRole('link').first().waitFor();
      // On a static front page, `orderby` (a WordPress query var) would show the blog's index.
      await sortPageTwoAndReload(page);
      // So would `search`, another of WordPress's query vars.
      const product = await simpleProduct(servers);
      const list = page.locator('shop-product-list');
      await page.getByRole('searchbox').fill(product.name);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === product.name);
      await list
        .getByRole('link', { name: new RegExp(escapeRe(product.name)) })
        .first()
        .waitFor();
      const reload = await page.reload();
      assert.equal(reload?.status(), 200);
      assert.equal(await list.count(), 1, 'the front page, not the blog');
      await list
        .getByRole('link', { name: new RegExp(escapeRe(product.name)) })
        .first()
        .waitFor();
      assert.equal(await page.getByRole('searchbox').inputValue(), product.name);
      assert.deepEqual(problems, []);
      await page.close();
    } finally {
      await wp.rest(wp.admin, 'POST', '/wp/v2/settings', { show_on_front: 'posts', page_on_front: 0 });
    }
  });

  it('the header’s mini-cart drawer, quick view and “Load more”, and the analytics and display-currency settings', async () => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await logIn(adminPage, wp.admin);
    await adminPage.goto(`${wp.url}/wp-admin/options-general.php?page=shop-elements`);
    await adminPage.getByLabel('Analytics').selectOption('datalayer');
    await adminPage.getByLabel('Also show prices in').fill('dollars');
    await adminPage.getByRole('button', { name: /save changes/i }).click();
    await adminPage.getByText(/three-letter ISO 4217 code/i).waitFor();
    assert.equal(await adminPage.getByLabel('Also show prices in').inputValue(), '', 'a wrong code is not saved');
    await adminPage.getByLabel('Also show prices in').fill('usd');
    await adminPage.getByRole('button', { name: /save changes/i }).click();
    await adminPage.getByText(/settings saved/i).waitFor();
    assert.equal(await adminPage.getByLabel('Also show prices in').inputValue(), 'USD');
    assert.equal(await adminPage.getByLabel('Analytics').inputValue(), 'datalayer');
    await admin.close();

    const part = await wp.rest<{ content: { raw: string } }>(wp.admin, 'GET', '/wp/v2/template-parts/twentytwentythree//header?context=edit');
    const content = part.content.raw.replace(
      '<!-- wp:shop-elements/header {"cartHref":"/cart/"} /-->',
      '<!-- wp:shop-elements/header {"cartHref":"/cart/","drawer":true,"checkoutHref":"/checkout/"} /-->',
    );
    assert.notEqual(content, part.content.raw);
    await wp.rest(wp.admin, 'POST', '/wp/v2/template-parts/twentytwentythree//header', { content });
    const created = await publish(
      wp.author,
      'posts',
      'more',
      'More',
      '<!-- wp:shop-elements/catalog {"href":"/product/?product_id={product_id}","limit":3,"pagination":"more","quickView":true} /-->',
    );
    const html = await (await fetch(created.link)).text();
    assert.match(html, new RegExp(`<shop-storefront site-key="${SITE_KEY}" [^>]*analytics="datalayer" display-currency="USD">`));
    assert.match(
      html,
      /<a class="shop-elements-cart-link" href="\/cart\/" data-shop-cart-toggle>Cart <shop-cart-count><\/shop-cart-count><\/a><shop-login><\/shop-login><shop-cart-drawer open-on-add checkout-href="\/checkout\/"><\/shop-cart-drawer>/,
    );
    assert.match(html, /<shop-product-list id="shop-catalog-1" limit="3" pagination="more" product-href="[^"]+" quick-view><\/shop-product-list>/);

    const product = await simpleProduct(servers);
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(created.link);
    const list = page.locator('shop-product-list');
    const cards = list.locator('[part~="title"]');
    await list.getByRole('link').first().waitFor();
    assert.equal(await cards.count(), 3);
    await list.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelector('shop-product-list')!.shadowRoot!.querySelectorAll('[part~="title"]').length === 6);
    assert.doesNotMatch(page.url(), /[?&]page=/, '“Load more” leaves the address alone');
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.map((e) => e.event));
    assert.ok(events?.includes('view_item_list'), `view_item_list in ${JSON.stringify(events)}`);

    // Quick view, from the card of a product without options: adding opens the drawer.
    await page.getByRole('searchbox').fill(product.name);
    await page.getByRole('searchbox').press('Enter');
    await list.getByRole('button', { name: `Quick view: ${product.name}` }).click();
    const quickView = list.getByRole('dialog');
    await quickView.getByRole('button', { name: /^add to cart$/i }).click();
    const drawer = page.locator('shop-cart-drawer').getByRole('dialog', { name: 'Cart' });
    await drawer.getByText(product.name).first().waitFor();
    assert.ok(await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.some((e) => e.event === 'add_to_cart')));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The header's cart link opens the drawer instead of leaving the page.
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('link', { name: /^cart/i }).click();
    await drawer.waitFor();
    assert.equal(new URL(page.url()).pathname, '/more/');
    await drawer.getByRole('button', { name: 'Close the cart' }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('raised no PHP notice, warning or error in the plugin', () => {
    assert.deepEqual(pluginPhpProblems(), []);
  });
});
