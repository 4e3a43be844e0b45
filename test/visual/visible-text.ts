/**
 * The text a buyer sees in an element — its light DOM and each shadow root, through nested
 * shadow roots — and the check that none of it is a stylesheet or code (a `css` result or a
 * template printed as text instead of applied).
 */

/** One piece of visible text, and where it is (`shop-cart-drawer > #shadow-root > dialog`). */
export interface VisibleText {
  path: string;
  text: string;
}

/** What looks like CSS or code in text meant for a buyer. */
export const CODE_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'a CSS rule ({ property: value; })', pattern: /\{[^{}]*[a-z-]+\s*:[^{}]*;[^{}]*\}/i },
  { name: 'a CSS custom property (var(--…))', pattern: /var\(--/ },
  { name: 'a CSS selector of shadow DOM (:host, ::part, ::slotted)', pattern: /:host\b|::part\(|::slotted\(/ },
  { name: 'an arrow function (=>)', pattern: /=>/ },
  { name: 'a function (function(…))', pattern: /\bfunction\s*\(/ },
  { name: 'a closing tag (</…)', pattern: /<\// },
  { name: 'a template placeholder (${…)', pattern: /\$\{/ },
];

const describe = (el: Element) => el.localName + (el.id ? `#${el.id}` : '') + (el.getAttribute('part') ? `[part="${el.getAttribute('part')}"]` : '');

/** Whether a text node takes space on the screen. */
function rendered(text: Text): boolean {
  if (!text.data.trim()) return false;
  const range = document.createRange();
  range.selectNodeContents(text);
  return range.getClientRects().length > 0;
}

/**
 * Adds to `out` the rendered text of `nodes` (the children of a shadow root or of a host), one
 * entry per element: `innerText` of each element that has a box (which leaves out what is not rendered: `<style>`, `<script>`, closed
 * dialogs, `hidden`), the elements of a `display: contents` one, and text nodes that are drawn.
 * Not the inside of shadow roots, which {@link visibleTexts} reads one by one.
 */
function renderedText(nodes: Iterable<Node>, path: string, out: VisibleText[]): void {
  const loose: string[] = [];
  for (const node of nodes) {
    if (node instanceof Text) {
      if (rendered(node)) loose.push(node.data);
    } else if (node instanceof HTMLElement || node instanceof SVGElement) {
      const here = `${path} > ${describe(node)}`;
      if (node.checkVisibility()) {
        const text = (node instanceof HTMLElement ? node.innerText : node.textContent) ?? '';
        if (text.trim()) out.push({ path: here, text: text.trim() });
      } else if (getComputedStyle(node).display === 'contents') {
        renderedText(node.childNodes, here, out);
      }
    }
  }
  if (loose.join('').trim()) out.push({ path, text: loose.join(' ').trim() });
}

/**
 * The text a buyer sees in `el`: its light DOM's, then each shadow root's inside it (its own, its
 * descendants', through nested shadow roots and slotted children), each with its path.
 */
export function visibleTexts(el: Element): VisibleText[] {
  const out: VisibleText[] = [];
  renderedText(el.childNodes, describe(el), out);
  // Every shadow host of a tree (a light DOM or a shadow root), each shadow root once.
  const scope = (root: ParentNode, path: string) => {
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) shadow(host, `${path} > ${describe(host)}`);
  };
  const shadow = (host: Element, path: string) => {
    const here = `${path} > #shadow-root`;
    renderedText(host.shadowRoot!.childNodes, here, out);
    scope(host.shadowRoot!, here);
  };
  if (el.shadowRoot) shadow(el, describe(el));
  scope(el, describe(el));
  return out;
}

/**
 * Each piece of `el`'s visible text that contains CSS or code, as a message: where, what it looks
 * like, and the text around it. Empty when there is none.
 */
export function codeInText(el: Element): string[] {
  const found: string[] = [];
  for (const { path, text } of visibleTexts(el)) {
    const matches = CODE_PATTERNS.map(({ name, pattern }) => ({ name, match: pattern.exec(text) })).filter((m) => m.match);
    const first = matches[0]?.match;
    if (!first) continue;
    const from = Math.max(0, first.index - 40);
    const excerpt = text.slice(from, first.index + first[0].length + 80).replace(/\s+/g, ' ');
    found.push(`${path} shows ${matches.map((m) => m.name).join(', ')} as text (${text.length} characters in all): "${from > 0 ? '…' : ''}${excerpt}…"`);
  }
  return found;
}
