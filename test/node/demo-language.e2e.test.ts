/**
 * The demo's language switch (demo/language-switch.js), in Debian's Chromium on the demo pages as
 * `npm start` serves them (strict CSP, no inline script): every page's header has a labelled
 * `<select>` (ko, en, ja); choosing a language sets the page's `<shop-storefront language>` (the
 * elements re-render in it) and `<html lang>`, and the choice holds on the next page. A
 * `?lang=` in a link picks the language too.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { type E2E, startE2E, watchProblems } from './e2e.js';

let e2e: E2E;

/** The page's language as the demo shows it: `<html lang>`, the storefront's `language` and the switch's value. */
async function languageOf(page: Page): Promise<{ html: string; storefront: string | null; select: string }> {
  return {
    html: await page.evaluate(() => document.documentElement.lang),
    storefront: await page.locator('shop-storefront').getAttribute('language'),
    select: await page.getByRole('combobox', { name: 'Language' }).inputValue(),
  };
}

describe('demo: the language switch', () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  it('every demo page loads the switch script and has no inline script', () => {
    const pages = readdirSync('demo', { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'));
    assert.ok(pages.length >= 15, `demo pages: ${pages.join(', ')}`);
    for (const file of pages) {
      const html = readFileSync(`demo/${file}`, 'utf8');
      assert.match(html, /<script defer src="\/language-switch\.js"><\/script>/, `${file} loads /language-switch.js`);
      assert.match(html, /<select id="language"[^>]*>/, `${file} has the switch in its header`);
      assert.doesNotMatch(html, /<script>|<script(?![^>]*\bsrc=)[^>]*>|\sstyle="|\son[a-z]+="/, `${file}: no inline script, style or handler`);
    }
  });

  it('switches a page to ko, and the next page stays ko', async () => {
    const { servers, browser } = e2e;
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${servers.demoUrl}/`);
    await page.locator('shop-login').getByText('Log in', { exact: true }).waitFor();
    assert.deepEqual(await languageOf(page), { html: 'en', storefront: 'en', select: 'en' });

    // The three choices, each named in its own language.
    const select = page.getByRole('combobox', { name: 'Language' });
    const options = await select
      .locator('option')
      .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).lang]));
    assert.deepEqual(options, [
      ['ko', '한국어', 'ko'],
      ['en', 'English', 'en'],
      ['ja', '日本語', 'ja'],
    ]);

    // By keyboard: focus the switch and choose 한국어.
    await select.focus();
    await select.selectOption('ko');
    await page.locator('shop-login').getByText('로그인', { exact: true }).waitFor();
    assert.deepEqual(await languageOf(page), { html: 'ko', storefront: 'ko', select: 'ko' });
    // The catalog re-renders too (its sort control's options are in Korean).
    await page.locator('shop-sort option', { hasText: '최신순' }).first().waitFor({ state: 'attached' });

    // Another page, reached by a plain link: still ko from its first render (no English pack fetched).
    const packs: string[] = [];
    page.on('request', (request) => {
      if (/\/locale-[a-z]+-/.test(request.url())) packs.push(new URL(request.url()).pathname);
    });
    await page.locator('header.site nav').getByRole('link', { name: 'Courses & events' }).click();
    await page.waitForURL(/contents\.html/);
    assert.deepEqual(await languageOf(page), { html: 'ko', storefront: 'ko', select: 'ko' });
    await page.locator('shop-login').getByText('로그인', { exact: true }).waitFor();
    assert.ok(packs.length > 0 && packs.every((p) => p.includes('/locale-ko-')), `language packs of the next page: ${packs.join(', ')}`);

    // And back to English.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await page.locator('shop-login').getByText('Log in', { exact: true }).waitFor();
    await page.goto(`${servers.demoUrl}/cart.html`);
    assert.deepEqual(await languageOf(page), { html: 'en', storefront: 'en', select: 'en' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('?lang=ja in a link picks ja and keeps it for the next page', async () => {
    const { servers, browser } = e2e;
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${servers.demoUrl}/contents.html?lang=ja`);
    await page.locator('shop-login').getByText('ログイン', { exact: true }).waitFor();
    assert.deepEqual(await languageOf(page), { html: 'ja', storefront: 'ja', select: 'ja' });
    await page.goto(`${servers.demoUrl}/community.html`);
    assert.deepEqual(await languageOf(page), { html: 'ja', storefront: 'ja', select: 'ja' });
    // A `lang` that is not one of the three is ignored.
    await page.goto(`${servers.demoUrl}/?lang=fr`);
    assert.deepEqual(await languageOf(page), { html: 'ja', storefront: 'ja', select: 'ja' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
