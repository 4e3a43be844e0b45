/** The styles of `<shop-product-detail>` (its `static styles`). */
import { css } from 'lit';
import { detailStyles } from '../../ui/detail-styles.js';
import { galleryStyles } from '../../ui/gallery.js';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  galleryStyles,
  detailStyles,
  css`
    .swatch {
      position: relative;
      display: inline-grid;
      place-items: center;
      width: ${targetSize};
      height: ${targetSize};
      border-radius: 50%;
      border: 2px solid transparent;
      cursor: pointer;
    }
    .swatch span[aria-hidden] {
      width: 32px;
      height: 32px;
      border-radius: 50%;
      border: 1px solid var(--_border);
    }
    .swatch:has(input:checked) {
      border-color: var(--_primary);
    }
    .swatch:has(input:focus-visible) {
      outline: 3px solid var(--_primary);
      outline-offset: 2px;
    }
    .swatch:has(input:disabled) {
      cursor: not-allowed;
      opacity: 0.35;
    }
    /* An option left unchosen: its choices are marked as an invalid field is. */
    fieldset[aria-invalid='true'] :is(.choice, .swatch) {
      border-color: var(--_danger);
    }
    .stepper {
      display: flex;
      gap: calc(var(--_space) / 2);
      max-width: 12em;
    }
    .stepper input {
      text-align: center;
    }
    .stepper button {
      min-width: ${targetSize};
      padding: 0;
    }
    .chosen {
      font-weight: normal;
      color: var(--_muted);
    }
  `,
];
