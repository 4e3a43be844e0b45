/**
 * An image gallery for the detail elements: the chosen image large, and one thumbnail button per
 * image (Tab to reach, Enter or Space to show; the shown one is `aria-pressed`).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { defineStrings, type Language } from '../i18n/i18n.js';

const strings = defineStrings('gallery');

export interface GalleryOptions {
  images: string[];
  /** Index of the shown image. */
  index: number;
  /** Shown instead of `images[index]` (a chosen color's picture); no thumbnail is pressed then. */
  override?: string | null;
  /** Alt text of the large image (the item's name). */
  alt: string;
  language: Language;
  select: (index: number) => void;
}

export function galleryTemplate(o: GalleryOptions): TemplateResult | typeof nothing {
  const main = o.override || o.images[o.index] || o.images[0];
  if (!main) return nothing;
  const total = o.images.length;
  return html`<div class="gallery" part="gallery">
    <img class="main-image" part="image" src=${main} alt=${o.alt} />
    ${
      total > 1
        ? html`<ul class="thumbs" aria-label=${strings(o.language, 'images')}>
            ${o.images.map(
              (src, i) =>
                html`<li>
                  <button
                    type="button"
                    part="thumbnail"
                    aria-label=${strings(o.language, 'image', { n: i + 1, total })}
                    aria-pressed=${String(!o.override && i === o.index)}
                    @click=${() => o.select(i)}
                  >
                    <img src=${src} alt="" loading="lazy" />
                  </button>
                </li>`,
            )}
          </ul>`
        : nothing
    }
  </div>`;
}

export const galleryStyles = css`
  .gallery {
    display: grid;
    gap: var(--_space);
    align-content: start;
  }
  .main-image {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--_radius);
    background: var(--shop-color-image-background, #f5f5f5);
  }
  .thumbs {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .thumbs button {
    padding: 2px;
    min-height: 0;
    width: 64px;
    height: 64px;
  }
  .thumbs button[aria-pressed='true'] {
    border: 2px solid var(--_primary);
  }
  .thumbs img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
  }
`;
