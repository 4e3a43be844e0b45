/** Layout shared by `<shop-product-detail>` and `<shop-content-detail>`: gallery beside the buy box. */
import { css } from 'lit';
import { targetSize } from './styles.js';

export const detailStyles = css`
  .detail {
    display: grid;
    gap: calc(var(--_space) * 3);
  }
  @media (min-width: 720px) {
    .detail {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .detail > .seller-html,
    .detail > .wide {
      grid-column: 1 / -1;
    }
  }
  .buy {
    display: grid;
    gap: var(--_space);
    align-content: start;
  }
  h2 {
    margin: 0;
    font-size: 1.5em;
  }
  .buy p {
    margin: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: var(--_space) 0;
    min-width: 0;
  }
  legend,
  label {
    font-weight: 600;
    padding: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-top: calc(var(--_space) / 2);
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
    font-weight: normal;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) / 2) var(--_space);
    min-height: ${targetSize};
    cursor: pointer;
  }
  .choice input {
    width: auto;
    min-height: 0;
    margin: 0;
  }
  .choice:has(input:checked) {
    border-color: var(--_primary);
  }
  .choice:has(input:disabled) {
    color: var(--_muted);
    cursor: not-allowed;
  }
  .hint {
    font-size: 0.8em;
    color: var(--_muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  .actions button {
    flex: 1 1 10em;
  }
  .seller-html img {
    max-width: 100%;
    height: auto;
  }
  .seller-html {
    overflow-wrap: anywhere;
  }
  .notice {
    margin: 0;
    color: var(--_success);
  }
`;
