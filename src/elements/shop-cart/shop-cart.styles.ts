/** The styles of `<shop-cart>` (its `static styles`). */
import { css } from 'lit';
import { lineStyles } from '../../ui/cart-line.js';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  lineStyles,
  css`
    .line {
      grid-template-columns: 64px 1fr;
    }
    .body {
      display: grid;
      gap: calc(var(--_space) / 2);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
      align-items: center;
      justify-content: space-between;
    }
    .qty-wrap {
      display: inline-grid;
      gap: 4px;
    }
    .qty {
      display: inline-flex;
      align-items: center;
      gap: 4px;
    }
    .qty input {
      width: 5em;
      text-align: center;
    }
    .qty button {
      min-width: ${targetSize};
      padding-inline: 0;
    }
    .confirm {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
      align-items: center;
    }
    .summary {
      display: grid;
      gap: var(--_space);
      margin-top: calc(var(--_space) * 2);
    }
    .error {
      color: var(--_danger);
    }
  `,
];
