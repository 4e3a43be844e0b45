/** The styles of `<shop-login>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles, inlineWrapStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  inlineWrapStyles,
  css`
    .error {
      color: var(--_danger);
      margin: 0;
    }
  `,
];
