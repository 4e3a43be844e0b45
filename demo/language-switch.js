// Demo only (not part of the library): the header's language switch, <select id="language">.
// The choice sets `language` on the page's <shop-storefront> (its elements re-render in it, README
// "Languages") and <html lang>, and is kept in localStorage for the next pages; a link may carry
// it as `?lang=ko|en|ja`. Loaded with `defer` before the bundle, so a page opens in the kept
// language from its first render. A file, not an inline script: the demo is served with a strict
// Content-Security-Policy (script-src 'self').
{
  const LANGUAGES = ['ko', 'en', 'ja'];
  const KEY = 'shop-elements-demo:language';
  const valid = (language) => LANGUAGES.includes(language);
  const kept = () => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null; // storage blocked: the page's own language
    }
  };
  const keep = (language) => {
    try {
      localStorage.setItem(KEY, language);
    } catch {
      // storage blocked: this page only
    }
  };
  const select = document.getElementById('language');
  const apply = (language) => {
    document.documentElement.lang = language;
    for (const storefront of document.querySelectorAll('shop-storefront')) storefront.setAttribute('language', language);
    if (select) select.value = language;
  };
  const current = () => {
    const fromLink = new URL(location.href).searchParams.get('lang');
    if (valid(fromLink)) {
      keep(fromLink);
      return fromLink;
    }
    const stored = kept();
    return valid(stored) ? stored : null;
  };

  const first = current();
  if (first) apply(first);
  // Nothing chosen yet: the switch shows the page's own language (its storefront's `language`).
  else if (select) select.value = document.querySelector('shop-storefront')?.getAttribute('language') || document.documentElement.lang;
  select?.addEventListener('change', () => {
    const language = select.value;
    if (!valid(language)) return;
    keep(language);
    apply(language);
    // A `?lang=` in the address follows the choice, so that a reload or a copied link keeps it.
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', language);
      history.replaceState(history.state, '', url);
    }
  });
  // Another tab of the demo changed it; or this page comes back from the back-forward cache.
  addEventListener('storage', (event) => {
    if (event.key === KEY && valid(event.newValue)) apply(event.newValue);
  });
  addEventListener('pageshow', (event) => {
    const stored = kept();
    if (event.persisted && valid(stored)) apply(stored);
  });
}
