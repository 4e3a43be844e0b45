/**
 * Issue 30 item 1: the platform's `<YYYY-MM-DD HH:MM:SS>` times carry no zone; they are read in the
 * storefront's `time-zone` (default Asia/Seoul), never in the buyer's. The fixture answers play
 * the hard case: an option that ended an hour ago and one that ends in two hours, written as the
 * platform's clocks show them. A buyer's zone behind Seoul (the test machine's, UTC) once kept the
 * first on sale; one ahead would have hidden the second.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { expectConsoleOnce, injectFault, mountShop, newSite, textOf, until } from './helpers.js';
import { buyerTimeZone } from '../../src/ui/schedule.js';
import { zoneOffset } from '../../src/api/spec-time.js';

const HOUR = 3_600_000;

/** `now + delta` as the clocks of `zone` show it, in the spec's text shape. */
function wall(delta: number, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() + delta))
    .replace('T', ' ');
}

/** A live content whose option 9101 ended an hour ago and 9102 ends in two hours, in `zone`'s clocks. */
function liveContent(zone: string) {
  return {
    content: {
      content_id: 910,
      content_type: 'live',
      title: 'Evening clay session',
      option_details: [
        { option_id: 9101, duration_start: wall(-3 * HOUR, zone), duration_end: wall(-1 * HOUR, zone) },
        { option_id: 9102, duration_start: wall(-1 * HOUR, zone), duration_end: wall(2 * HOUR, zone) },
      ],
      options: [
        { option_id: 9101, price: 10000 },
        { option_id: 9102, price: 12000 },
      ],
    },
    curriculums: [
      { option_id: 9101, title: 'Earlier session', price: 10000 },
      { option_id: 9102, title: 'Later session', price: 12000 },
    ],
  };
}

async function mount(zone: string, attribute: string | null): Promise<{ storefront: ShopStorefront; sr: ShadowRoot }> {
  const siteKey = await newSite();
  await injectFault(siteKey, { method: 'GET', path: '/contents/910', kind: 'status', status: 200, body: liveContent(zone), times: 50 });
  const storefront = await mountShop(siteKey, html`<shop-content-detail content-id="910"></shop-content-detail>`, { language: 'en' });
  if (attribute) storefront.setAttribute('time-zone', attribute);
  const el = storefront.querySelector('shop-content-detail')!;
  await until(() => el.shadowRoot?.querySelector('[part=option]'), 'options shown');
  return { storefront, sr: el.shadowRoot! };
}

const options = (sr: ShadowRoot) => [...sr.querySelectorAll('[part=option]')].map((o) => textOf(o));

describe('time-zone: the platform clock (issue 30 item 1)', () => {
  it('reads schedules in Asia/Seoul by default: the session that ended an hour ago there is not sold, the one ending in two hours is', async () => {
    const { sr } = await mount('Asia/Seoul', null);
    const shown = options(sr);
    expect(
      shown.some((t) => t.includes('Earlier session')),
      'ended an hour ago in Seoul',
    ).to.equal(false);
    expect(
      shown.some((t) => t.includes('Later session')),
      'ends in two hours in Seoul',
    ).to.equal(true);
  });

  it("shows the schedule in the buyer's zone with the zone named, and the platform's beside it when they differ", async () => {
    const { sr } = await mount('Asia/Seoul', null);
    const later = options(sr).find((t) => t.includes('Later session'))!;
    const seoul = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')!.value;
    const own = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')!.value;
    expect(later, "the buyer's zone named").to.include(own);
    const differ = zoneOffset(Date.now(), buyerTimeZone()) !== zoneOffset(Date.now(), 'Asia/Seoul');
    if (differ) expect(later, "the platform's time beside it").to.match(new RegExp(`\\(.*${seoul.replace('+', '\\+')}\\)`));
    else expect(later).not.to.include('(');
  });

  it('reads them in the zone time-zone names, set after the elements connected, and follows a change', async () => {
    const { storefront, sr } = await mount('America/Los_Angeles', 'America/Los_Angeles');
    await until(() => !options(sr).some((t) => t.includes('Earlier session')), 'the past Los Angeles session hidden');
    expect(options(sr).some((t) => t.includes('Later session'))).to.equal(true);
    // Read as Auckland's clocks (ahead of Los Angeles by about a day), both sessions are long over.
    storefront.setAttribute('time-zone', 'Pacific/Auckland');
    await until(() => !sr.querySelector('[part=option]'), 'no option left in Auckland time');
  });

  it('warns once in the console for a zone the browser does not know, and uses Asia/Seoul', async () => {
    await expectConsoleOnce(
      'time-zone="Seoul"',
      async (said) => {
        const { sr } = await mount('Asia/Seoul', 'Seoul');
        expect(options(sr).some((t) => t.includes('Later session'))).to.equal(true);
        expect(options(sr).some((t) => t.includes('Earlier session'))).to.equal(false);
        await until(() => said.some((line) => line.text.includes('time-zone="Seoul"')), 'the console warning');
      },
      { level: 'warn' },
    );
  });
});
