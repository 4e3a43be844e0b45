/**
 * Reading and using an element's shadow DOM as a buyer would: its text, its parts, a field to type
 * into, a radio of a product's options.
 *
 * @example
 * type(checkout, '[name="phone"]', '010-1234-5678');
 * expect(textOf(checkout)).to.contain('Place order');
 * $<HTMLButtonElement>(checkout, '[part~="order-button"]')!.click();
 */

/** The shadow root of the first `selector` inside `root` (light DOM). */
export function shadowOf(root: ParentNode, selector: string): ShadowRoot {
  const el = root.querySelector(selector);
  if (!el?.shadowRoot) throw new Error(`no shadow root for ${selector}`);
  return el.shadowRoot;
}

/** Visible text of an element's shadow root (whitespace collapsed). */
export function textOf(el: Element): string {
  return (el.shadowRoot?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first element matching `selector` in `el`'s shadow root, or null. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);

/** Every element matching `selector` in `el`'s shadow root, in document order. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/**
 * Types `value` into the field matching `selector` in `el`'s shadow root (an input, a textarea:
 * `[name="phone"]`, `textarea`) the way a user does: sets the value and fires a bubbling,
 * composed `input` event. Throws when there is no such field.
 */
export function type(el: Element, selector: string, value: string): void {
  const field = $<HTMLInputElement | HTMLTextAreaElement>(el, selector);
  if (!field) throw new Error(`no field ${selector} in <${el.localName}>`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** The radio labelled `label` inside the group whose legend starts with `legend` (a product detail's options). */
export function radio(sr: ShadowRoot, legend: string, label: string): HTMLInputElement {
  const group = [...sr.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.trim().startsWith(legend));
  const found = [...(group?.querySelectorAll('label') ?? [])].find(
    (l) =>
      l
        .querySelector('span:not([aria-hidden]):not(.hint)')
        ?.textContent?.trim()
        .replace(/ \(.*\)$/, '') === label,
  );
  if (!found) throw new Error(`no radio ${legend} / ${label}`);
  return found.querySelector('input')!;
}
