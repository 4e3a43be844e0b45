/**
 * The `<template>` child of a list or detail element (README, "Your own markup"): found when the
 * element connects; then the renderer (./item-template.ts) and the element's own field mapping
 * are loaded (pages without a template never download them) and render the items in the light
 * DOM. The element renders a `<slot>` where its own cards or presentation would be.
 */
import type { ReactiveControllerHost } from 'lit';
import type { TemplateItem, TemplateOptions } from './item-template.js';

/**
 * The element's `<template>` child, or null. With one, loads the renderer and `fields` (the
 * element's mapping of a source to items) and starts rendering; a failed load is told in the
 * console (the element then shows an empty slot, and says why).
 */
export function adoptTemplate<S>(
  host: ReactiveControllerHost & HTMLElement,
  fields: () => Promise<(source: S) => TemplateItem[]>,
  options: Omit<TemplateOptions<S>, 'items'>,
): HTMLTemplateElement | null {
  const template = host.querySelector<HTMLTemplateElement>(':scope > template');
  if (template)
    Promise.all([import('./item-template.js'), fields()]).then(
      ([{ useTemplate }, items]) => useTemplate(host, template, { ...options, items }),
      (error: unknown) => console.error(`shop-elements: <${host.localName}> cannot render its <template>: its code did not load.`, error),
    );
  return template;
}
