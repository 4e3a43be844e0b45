/**
 * Accessibility checks: axe (through `expect(el).to.be.accessible()` of @open-wc/testing) with every
 * WCAG 2.0–2.2 A/AA rule, and the accessible names the engine computes for the page.
 *
 * @example
 * await expect(el).to.be.accessible();
 * expect(await announcedNames('Quick view')).to.deep.equal(['Quick view: Linen Shirt']);
 */
import { executeServerCommand } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';

// `accessible()` checks every WCAG 2.0–2.2 A/AA rule axe has, including the WCAG 2.2 target-size
// rule (24×24 px minimum) that axe leaves off by default.
(window as unknown as { axe: { configure(c: unknown): void } }).axe.configure({ rules: [{ id: 'target-size', enabled: true }] });

/** The elements of the page in the order of its flat tree (shadow trees in place of their hosts' children, slots filled). */
function* flatTree(el: Element): Generator<Element> {
  yield el;
  const assigned = el instanceof HTMLSlotElement ? el.assignedElements({ flatten: true }) : [];
  const children = el.shadowRoot ? el.shadowRoot.children : assigned.length > 0 ? assigned : el.children;
  for (const child of children) yield* flatTree(child);
}

/** Elements that take an accessible name from their author or their content. */
const NAMED = 'a[href], button, summary, input, select, textarea, dialog, h1, h2, h3, h4, h5, h6, img[alt], [role], [aria-label], [aria-labelledby]';

/** The text of `node` without its `aria-hidden="true"` parts (what a screen reader reads of it). */
const spokenText = (node: Node): string =>
  node instanceof Element
    ? node.getAttribute('aria-hidden') === 'true'
      ? ''
      : [...node.childNodes].map(spokenText).join('')
    : node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : '';
/** An element's name as the DOM gives it: its `aria-label`, else its text (whitespace collapsed). */
const domName = (el: Element): string => (el.getAttribute('aria-label') ?? spokenText(el)).replace(/\s+/g, ' ').trim();

/**
 * The shown elements that may be named starting with `prefix` (their DOM name starts with it,
 * spaces aside), in flat-tree order: those whose name WebKit is asked for (see announcedNames).
 */
function nameCandidates(prefix: string): Element[] {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  return [...flatTree(document.documentElement)].filter((el) => el.matches(NAMED) && el.checkVisibility() && squeeze(domName(el)).startsWith(squeeze(prefix)));
}
(window as unknown as { __nameCandidates: typeof nameCandidates }).__nameCandidates = nameCandidates;

/**
 * The accessible names the engine computes for the page (what a screen reader announces), in
 * document order, of the nodes whose name starts with `prefix` (the `accessible-names` command of
 * scripts/browser-launchers.mjs). Chromium: its accessibility tree. WebKit: the name WebKit computes
 * for each element that may be so named. Firefox, whose names the test runner cannot read over
 * WebDriver BiDi: the names the DOM gives (`aria-label`, else the text), which is weaker — the
 * engine's own computation is what catches a name that reads differently from its markup (a
 * visually hidden part is announced with a space before it: "Quick view : Linen Shirt").
 */
export async function announcedNames(prefix: string): Promise<string[]> {
  const { names } = await executeServerCommand<{ names: string[] | null }, { prefix: string }>('accessible-names', { prefix });
  return (
    names ??
    nameCandidates(prefix)
      .map(domName)
      .filter((name) => name.startsWith(prefix))
  );
}
