/**
 * Registers a custom element unless a definition already exists (two copies of the script on
 * one page must not throw).
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, ctor);
}
