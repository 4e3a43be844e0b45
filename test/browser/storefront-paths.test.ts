/**
 * The client's overridable paths (`paths.*`, README) set through `<shop-storefront>`: the
 * `api-paths` attribute (JSON) and the `paths` property (an object).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { newSite, requests, sandboxUrl } from './helpers.js';

async function storefront(siteKey: string, apiPaths: string | null): Promise<ShopStorefront> {
  return fixture<ShopStorefront>(
    html`<shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} token-storage="memory" api-paths=${apiPaths ?? ''}></shop-storefront>`,
  );
}

/** Paths of the boards reads the site received (relative to /api/storefront/v1). */
async function boardReads(siteKey: string): Promise<string[]> {
  return (await requests(siteKey)).filter((r) => r.method === 'GET' && /boards/.test(r.path)).map((r) => r.path);
}

describe('<shop-storefront> paths', () => {
  it('takes the client paths from the api-paths attribute (JSON) and from the paths property', async () => {
    const siteKey = await newSite();
    const sf = await storefront(siteKey, JSON.stringify({ boards: '/boards-elsewhere' }));
    await sf.client!.boards().catch(() => undefined);
    expect(sf.client!.paths.boards).to.equal('/boards-elsewhere');
    sf.paths = { boards: '/boards' };
    await sf.updateComplete;
    const boards = await sf.client!.boards();
    expect(boards.length).to.be.greaterThan(0);
    expect(await boardReads(siteKey)).to.deep.equal(['/boards-elsewhere', '/boards']);
  });

  it('ignores api-paths that is not JSON, and entries that are not paths of the API', async () => {
    const siteKey = await newSite();
    const sf = await storefront(siteKey, '{oops');
    expect(sf.client!.paths.boards).to.equal('/boards');
    sf.paths = { boards: 'https://elsewhere.example/boards', order: '/me/orders/{order_id}', nope: '/x' } as unknown as ShopStorefront['paths'];
    await sf.updateComplete;
    expect(sf.client!.paths.boards, 'not a path: the default stays').to.equal('/boards');
    expect(sf.client!.paths.order).to.equal('/me/orders/{order_id}');
    expect(sf.client!.paths).not.to.have.property('nope');
  });
});
