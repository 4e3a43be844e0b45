/**
 * Tab kept inside a modal `<dialog>` of `<shop-product-list>` (the quick view, the filter sheet):
 * shared by their two chunks.
 */

const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach under `root`, in order, through the open shadow roots (the product's controls). */
function focusables(root: Element | ShadowRoot, out: HTMLElement[] = []): HTMLElement[] {
  for (const el of root.children) {
    if (el.matches(FOCUSABLE) && (el as HTMLElement).checkVisibility()) out.push(el as HTMLElement);
    if (el.shadowRoot) focusables(el.shadowRoot, out);
    focusables(el, out);
  }
  return out;
}

/**
 * Keeps Tab inside the modal dialog: from its last control to its first, and Shift+Tab from the
 * first to the last (the page behind is inert, but the browser would otherwise move the focus to
 * its own toolbar).
 */
export function keepFocus(dialog: HTMLDialogElement, e: KeyboardEvent): void {
  const all = focusables(dialog);
  const at = e.composedPath()[0];
  const [first, last] = [all[0], all[all.length - 1]];
  const to = e.shiftKey ? (at === first || at === dialog ? last : null) : at === last ? first : null;
  if (!to) return;
  e.preventDefault();
  to.focus();
}
