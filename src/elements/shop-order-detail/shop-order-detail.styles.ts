/** The styles of `<shop-order-detail>` (its `static styles`). */
import { css } from 'lit';
import { buyerStyles } from '../../ui/buyer.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  buyerStyles,
  css`
    dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: calc(var(--_space) / 2) calc(var(--_space) * 2);
    }
    dt {
      color: var(--_muted);
    }
    dd {
      margin: 0;
    }
  `,
];
