/** The styles of `<shop-content-detail>` (its `static styles`). */
import { css } from 'lit';
import { detailStyles } from '../../ui/detail-styles.js';
import { galleryStyles } from '../../ui/gallery.js';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  galleryStyles,
  detailStyles,
  css`
    .choice {
      display: flex;
      align-items: flex-start;
      width: 100%;
    }
    .choice input {
      margin-top: 0.3em;
    }
    .option-body {
      display: grid;
      gap: 2px;
    }
    details {
      border-top: 1px solid var(--_border);
      padding-block: var(--_space);
    }
    summary {
      cursor: pointer;
      font-weight: 600;
      min-height: ${targetSize};
      display: flex;
      align-items: center;
      gap: var(--_space);
    }
    summary:focus-visible {
      outline: 3px solid var(--_primary);
      outline-offset: 2px;
    }
    ol {
      margin: 0;
      padding-inline-start: 1.5em;
    }
    li {
      padding-block: calc(var(--_space) / 2);
    }
  `,
];
