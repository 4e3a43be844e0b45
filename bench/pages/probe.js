// Inlined at the top of every bench page (before any other script): watches the document and
// every shadow root as it is attached, so that a test such as "the first card is in the list's
// shadow root and has a layout box" is checked at each DOM change and its time recorded with
// performance.now() (milliseconds since navigation start).
(() => {
  const waiters = [];
  const check = () => {
    for (const w of [...waiters]) {
      let ok = false;
      try {
        ok = w.test();
      } catch {
        // Not supported here: stays false.
      }
      if (ok) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(performance.now());
      }
    }
  };
  const options = { childList: true, subtree: true, characterData: true };
  const observer = new MutationObserver(check);
  observer.observe(document, options);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    observer.observe(root, options);
    return root;
  };
  const hasBox = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  window.__bench = {
    hasBox,
    /** Resolves with performance.now() at the first DOM change after which test() is true. */
    when(test) {
      return new Promise((resolve) => {
        waiters.push({ test, resolve });
        check();
      });
    },
    /** The first match of `selector` in the shadow root of the first `host`. */
    inShadow(host, selector) {
      return document.querySelector(host)?.shadowRoot?.querySelector(selector) ?? null;
    },
  };
})();
