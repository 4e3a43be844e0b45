/** The styles of `<shop-payment-result>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css`
    [part~='result'] {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: calc(var(--_space) * 2);
      background: var(--_surface);
    }
    [part~='title'] {
      font-size: 1.25em;
      font-weight: 700;
      margin: 0 0 var(--_space);
    }
    [part~='success'] [part~='title'] {
      color: var(--_success);
    }
    [part~='failure'] [part~='title'],
    [part~='unconfirmed'] [part~='title'] {
      color: var(--_danger);
    }
    p {
      margin-block: calc(var(--_space) / 2);
    }
    [part~='items'] {
      list-style: none;
      margin: var(--_space) 0;
      padding: 0;
      border-block: 1px solid var(--_border);
    }
    [part~='item'],
    [part~='total'] {
      display: flex;
      justify-content: space-between;
      gap: var(--_space);
    }
    [part~='item'] {
      padding-block: calc(var(--_space) / 2);
    }
    [part~='receiver'],
    [part~='next'] {
      margin-block-start: var(--_space);
    }
    [part~='checkout-link'],
    [part~='order-link'] {
      margin-block-start: var(--_space);
    }
  `,
];
