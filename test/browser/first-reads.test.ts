/**
 * The reads the CDN loader sends before the client exists (src/api/first-reads.ts): the client
 * takes the answer over when it asks for the very same address with the same key, so the
 * platform receives one request; any other read is sent by the client itself.
 */
import { expect } from '@open-wc/testing';
import { StorefrontClient } from '../../src/api/client.js';
import { apiUrl } from '../../src/api/api-url.js';
import { sendFirstRead, takeFirstRead } from '../../src/api/first-reads.js';
import { newSite, requests, sandboxUrl } from './helpers.js';

const client = (siteKey: string) => new StorefrontClient({ siteKey, baseUrl: sandboxUrl(), language: 'en' });
const productGets = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === '/products').length;

describe('first reads sent before the client', () => {
  it('a list read sent first is taken over: the platform receives one GET /products, and the client reads its answer', async () => {
    const siteKey = await newSite();
    sendFirstRead(siteKey, apiUrl(sandboxUrl(), '/products', { language: 'en', limit: 3 }));
    const page = await client(siteKey).products({ limit: 3 });
    expect(page.items.length).to.be.within(1, 3);
    expect(page.items[0]!.product_id).to.be.a('number');
    expect(await productGets(siteKey)).to.equal(1);
    // Taken once: the record is empty afterwards.
    expect(takeFirstRead(siteKey, apiUrl(sandboxUrl(), '/products', { language: 'en', limit: 3 }))).to.equal(undefined);
  });

  it('a read to another address, or with another key, is not taken: the client sends its own', async () => {
    const siteKey = await newSite();
    const other = await newSite();
    sendFirstRead(siteKey, apiUrl(sandboxUrl(), '/products', { language: 'ko', limit: 3 }));
    sendFirstRead(other, apiUrl(sandboxUrl(), '/products', { language: 'en', limit: 3 }));
    await client(siteKey).products({ limit: 3 });
    expect(await productGets(siteKey)).to.equal(2);
  });

  it('a client given its own fetch never takes a read over', async () => {
    const siteKey = await newSite();
    sendFirstRead(siteKey, apiUrl(sandboxUrl(), '/products', { language: 'en' }));
    let calls = 0;
    const own = new StorefrontClient({ siteKey, baseUrl: sandboxUrl(), language: 'en', fetch: (input, init) => (calls++, fetch(input, init)) });
    await own.products();
    expect(calls).to.equal(1);
    expect(await productGets(siteKey)).to.equal(2);
  });
});
