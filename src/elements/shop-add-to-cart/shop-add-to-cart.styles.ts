/** The styles of `<shop-add-to-cart>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles, inlineWrapStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  inlineWrapStyles,
  css`
    [hidden] {
      display: none !important;
    }
    .notice {
      color: var(--_success);
      font-size: 0.875em;
    }
  `,
];
