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
    /* The form sits in the <details>' own slot, whose box-sizing (content-box) it would inherit: its fields' 100% width would
       then add their padding and border, past the element's right edge. */
    details form {
      box-sizing: border-box;
    }
    .confirm > span {
      flex-basis: 100%;
    }
    .done {
      margin: 0;
      color: var(--_success);
    }
  `,
];
