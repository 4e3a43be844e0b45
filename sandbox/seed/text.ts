/** Helpers shared by the seed modules. */
import type { Translated } from '../store.js';

/** A text in ko, en and ja (in that order). */
export function t(ko: string, en: string, ja: string): Translated {
  return { ko, en, ja };
}

/** Lower-case, dash-separated, ASCII only: used for slugs and image names. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Builds an image URL served by the sandbox (`/__sandbox/images/<name>.svg`). */
export type ImageUrl = (name: string) => string;

export function imageUrlFor(publicUrl: string): ImageUrl {
  return (name) => `${publicUrl}/__sandbox/images/${name}.svg`;
}
