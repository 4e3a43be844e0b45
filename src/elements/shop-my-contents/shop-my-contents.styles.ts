/** The styles of `<shop-my-contents>` (its `static styles`). */
import { css } from 'lit';
import { buyerStyles } from '../../ui/buyer.js';
import { cardStyles } from '../../ui/card.js';
import { pagerStyles } from '../../ui/pager.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  cardStyles,
  buyerStyles,
  pagerStyles,
  css`
    [role='tablist'] {
      display: flex;
      flex-wrap: wrap;
      gap: calc(var(--_space) / 2);
      margin-bottom: var(--_space);
    }
    [role='tab'][aria-selected='true'] {
      border-color: var(--_primary);
      color: var(--_primary);
      font-weight: 600;
    }
    .count {
      color: var(--_muted);
      font-size: 0.875em;
    }
    [role='tabpanel'] {
      margin-top: var(--_space);
    }
  `,
];
