/** The styles of `<shop-add-to-cart>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
    }
    .wrap {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space);
    }
    [hidden] {
      display: none !important;
    }
    .notice {
      color: var(--_success);
      font-size: 0.875em;
    }
  `,
];
