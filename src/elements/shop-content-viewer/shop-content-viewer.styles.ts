/** The styles of `<shop-content-viewer>` (its `static styles`). */
import { css } from 'lit';
import { buyerStyles } from '../../ui/buyer.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  buyerStyles,
  css`
    video {
      display: block;
      width: 100%;
      max-height: 70vh;
      background: #000;
      border-radius: var(--_radius);
    }
    .lesson {
      display: grid;
      gap: var(--_space);
      margin-block: calc(var(--_space) * 2);
    }
    .lessons ol {
      margin-block: var(--_space);
    }
    .lessons button {
      width: 100%;
      justify-content: space-between;
      text-align: start;
      border-color: transparent;
    }
    .lessons [aria-current='true'] {
      border-color: var(--_primary);
      font-weight: 600;
    }
    .hint {
      color: var(--_muted);
      font-size: 0.875em;
    }
  `,
];
