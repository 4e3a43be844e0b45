/** The styles of `<shop-login>` (its `static styles`). */
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
      gap: var(--_space);
      align-items: center;
    }
    .error {
      color: var(--_danger);
      margin: 0;
    }
  `,
];
