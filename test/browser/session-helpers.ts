/**
 * Helpers of the session, login and storefront-setup tests: the sandbox's login test endpoints,
 * the callback route, and a record of the requests this page sent to the platform.
 */
import { admin, sandboxUrl } from './helpers.js';

/** The callback URL of this page's origin (the storefront's default `auth-callback`). */
export const callbackUrl = (): string => `${location.origin}/auth/callback`;

/** The one-time code the sign-in page would give `email` (an attacker signing in as themself). */
export async function idpCode(siteKey: string, opts: { email?: string; name?: string; state?: string; redirect_uri?: string } = {}): Promise<string> {
  return (
    await admin<{ code: string }>('POST', '/idp-code', {
      site_key: siteKey,
      redirect_uri: opts.redirect_uri ?? callbackUrl(),
      email: opts.email ?? 'attacker@example.com',
      name: opts.name ?? 'Attacker',
      ...(opts.state === undefined ? {} : { state: opts.state }),
    })
  ).code;
}

/** Makes `GET /auth/idp-client` of the site answer `body` (null: the sandbox's own answer again). */
export async function loginStartAnswers(siteKey: string, body: unknown): Promise<void> {
  await admin('POST', '/login-start', { site_key: siteKey, body });
}

/**
 * Runs `fn` with this page's URL set to `pathAndQuery` (history only: nothing is loaded), then
 * puts the test runner's URL back.
 */
export async function atUrl<T>(pathAndQuery: string, fn: () => Promise<T>): Promise<T> {
  const before = location.href;
  history.replaceState(history.state, '', pathAndQuery);
  try {
    return await fn();
  } finally {
    history.replaceState(history.state, '', before);
  }
}

/**
 * Keeps this test page where it is: cancels every `shop-navigate` and `shop-login-required`
 * (whose default actions would leave the page) and records them. Call the returned function to stop.
 */
export function stayOnPage(): { navigations: string[]; loginRequests: string[]; stop(): void } {
  const navigations: string[] = [];
  const loginRequests: string[] = [];
  const onNavigate = (e: Event) => {
    e.preventDefault();
    navigations.push(String((e as CustomEvent<{ href: string | null }>).detail.href));
  };
  const onLogin = (e: Event) => {
    e.preventDefault();
    loginRequests.push((e as CustomEvent<{ returnTo: string }>).detail.returnTo);
  };
  document.addEventListener('shop-navigate', onNavigate);
  document.addEventListener('shop-login-required', onLogin);
  return {
    navigations,
    loginRequests,
    stop() {
      document.removeEventListener('shop-navigate', onNavigate);
      document.removeEventListener('shop-login-required', onLogin);
    },
  };
}

/**
 * Every request this page sends to `origin` from now on, as the browser's Resource Timing records
 * them (fetches that reached the network, answered or not; test endpoints under /__sandbox left out).
 */
export function watchRequests(origin: string = sandboxUrl()): { urls(): string[]; stop(): void } {
  const seen: string[] = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      const url = new URL(entry.name);
      if (url.origin === origin && !url.pathname.startsWith('/__sandbox')) seen.push(entry.name);
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'resource', buffered: false });
  return {
    urls: () => {
      take(observer.takeRecords());
      return [...seen];
    },
    stop: () => observer.disconnect(),
  };
}
