/** The styles of `<shop-cart-count>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
    }
  `,
];
