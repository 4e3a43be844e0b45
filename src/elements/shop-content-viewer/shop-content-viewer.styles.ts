/** The styles of `<shop-content-viewer>` (its `static styles`). */
import { css } from 'lit';
import { buyerStyles } from '../../ui/buyer.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  buyerStyles,
  css`
    .screen {
      display: block;
      width: 100%;
      aspect-ratio: 16 / 9;
      max-height: 70vh;
      background: #000;
      border-radius: var(--_radius);
    }
    /* A video that could not be loaded: its poster, dimmed, behind a message with "Try again". */
    .media-error {
      position: relative;
      display: grid;
      place-items: center;
      overflow: hidden;
      padding: var(--_space);
    }
    .media-error img {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      object-fit: contain;
      opacity: 0.4;
    }
    .message {
      position: relative;
      display: grid;
      gap: var(--_space);
      justify-items: center;
      text-align: center;
      max-width: 32rem;
      padding: calc(var(--_space) * 2);
      background: var(--_surface);
      border-radius: var(--_radius);
    }
    .tick {
      display: inline-block;
      min-width: 1.25em;
      color: var(--_success);
      font-weight: 700;
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
      justify-content: flex-start;
      text-align: start;
      border-color: transparent;
    }
    [part~='lesson-name'] {
      flex: 1;
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
