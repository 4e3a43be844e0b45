/** The styles of `<shop-search>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css`
    form {
      display: grid;
      gap: calc(var(--_space) / 2);
    }
    label {
      font-weight: 600;
    }
    .row {
      display: flex;
      gap: var(--_space);
      align-items: center;
    }
    .row input {
      flex: 1;
      min-width: 0;
    }
    .clear {
      min-width: ${targetSize};
      padding-inline: var(--_space);
    }
  `,
];
