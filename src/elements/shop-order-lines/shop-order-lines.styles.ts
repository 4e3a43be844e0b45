/** The styles of `<shop-order-lines>` (its `static styles`). */
import { css } from 'lit';
import { buyerStyles } from '../../ui/buyer.js';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  buyerStyles,
  css`
    .stars {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
      border: 0;
      padding: 0;
      margin: 0;
    }
    .stars label {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      min-height: ${targetSize};
    }
    .stars input {
      width: auto;
      min-height: 0;
    }
    summary {
      cursor: pointer;
      min-height: ${targetSize};
      display: flex;
      align-items: center;
      color: var(--_primary);
    }
    textarea {
      min-height: 5em;
    }
  `,
];
