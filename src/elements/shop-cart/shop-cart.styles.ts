/** The styles of `<shop-cart>` (its `static styles`). */
import { css } from 'lit';
import { lineStyles } from '../../ui/cart-line.js';
import { baseStyles, targetSize } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  lineStyles,
  css`
    /* Laid out by the cart's own width: the drawer's sheet is narrow on a wide screen too. */
    .cart {
      container-type: inline-size;
    }
    /*
     * Narrow: image | name, variant, inputs, unit price | line total; under the name, the quantity and
     * Remove; under them, the message of a refused quantity.
     */
    .line {
      grid-template-columns: 64px minmax(0, 1fr) auto;
      grid-template-areas: 'image info total' 'image qty qty' 'image error error';
      align-items: start;
      row-gap: 0;
    }
    .thumb {
      grid-area: image;
    }
    .info {
      grid-area: info;
      display: grid;
      gap: 2px;
      min-width: 0;
    }
    .line-total {
      grid-area: total;
      text-align: end;
    }
    .line > .field-error {
      grid-area: error;
      margin-top: 4px;
      /* Wraps in its area and does not widen the quantity column: the stepper stays under the others. */
      contain: inline-size;
    }
    /* The stepper's width, for the stepper and for a content's fixed 1: Remove starts at one x on every line. */
    .qty-cell {
      grid-area: qty;
      display: grid;
      grid-template-columns: calc(${targetSize} * 2 + 5em + 8px) auto;
      gap: var(--_space);
      align-items: center;
      justify-content: start;
      margin-top: var(--_space);
    }
    [part~='remove-button'] {
      grid-column: 2;
      grid-row: 1;
    }
    .qty {
      display: inline-flex;
      align-items: center;
      gap: 4px;
    }
    .qty.fixed {
      justify-self: center;
    }
    .qty input {
      width: 5em;
      text-align: center;
    }
    .qty button {
      min-width: ${targetSize};
      padding-inline: 0;
    }
    .line[aria-busy='true'] .line-total,
    .summary[aria-busy='true'] .sums {
      opacity: 0.5;
    }
    .foot {
      display: grid;
      gap: calc(var(--_space) * 2);
      margin-top: var(--_space);
    }
    /* "Empty cart": with the lines, quiet, away from the checkout button. */
    .quiet {
      justify-self: start;
      border-color: transparent;
      background: none;
      color: var(--_muted);
      text-decoration: underline;
      padding-inline: 0;
    }
    .confirm {
      display: grid;
      gap: var(--_space);
      justify-items: start;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
    }
    .danger {
      color: var(--_danger);
      border-color: var(--_danger);
    }
    .summary {
      display: grid;
      gap: var(--_space);
    }
    .error {
      color: var(--_danger);
    }
    /* Wide: one row of columns per line (line, quantity and Remove, line total); the summary at the inline end. */
    @container (min-width: 40rem) {
      .line {
        grid-template-columns: 64px minmax(0, 1fr) auto 8rem;
        grid-template-areas: 'image info qty total' 'image info error error';
        align-items: center;
      }
      .qty-cell {
        margin-top: 0;
      }
      .foot {
        grid-template-columns: minmax(0, 1fr) minmax(0, 24rem);
        align-items: start;
      }
    }
  `,
];
