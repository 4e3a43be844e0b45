/** The styles of `<shop-checkout>` (its `static styles`). */
import { css } from 'lit';
import { lineStyles } from '../../ui/cart-line.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  lineStyles,
  css`
    .line {
      grid-template-columns: 48px 1fr auto;
    }
    .thumb {
      width: 48px;
      height: 48px;
    }
    fieldset {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      margin: calc(var(--_space) * 2) 0;
      padding: var(--_space) calc(var(--_space) * 2);
    }
    legend {
      font-weight: 600;
      padding-inline: 4px;
    }
    .grid {
      display: grid;
      gap: 0 calc(var(--_space) * 2);
      grid-template-columns: repeat(auto-fill, minmax(min(14em, 100%), 1fr));
    }
    /* Label, control and message on rows shared across a row of fields: controls stay in line whatever the label's length. */
    .grid > .field {
      display: grid;
      grid-template-rows: subgrid;
      grid-row: span 3;
      align-content: start;
    }
    .grid > .field > label {
      align-self: end;
    }
    .grid > .field:has(#address),
    .grid > .field:has(#address_detailed) {
      grid-column: 1 / -1;
    }
    .error,
    .line-error {
      color: var(--_danger);
    }
    .line-error {
      grid-column: 2 / -1;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space);
    }
    .line-error p {
      margin: 0;
      flex: 1 1 16em;
    }
    .prompt {
      display: grid;
      gap: var(--_space);
      justify-items: start;
    }
    textarea {
      min-height: 5em;
    }
    [part~='order-button'] {
      width: 100%;
    }
    .notice {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: var(--_space);
      margin-block: var(--_space);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
    }
    [part~='new-order-button'] {
      margin-top: var(--_space);
    }
  `,
];
