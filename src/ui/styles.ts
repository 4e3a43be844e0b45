/**
 * Styles shared by every element. Theme tokens (all `--shop-*`) with their defaults:
 * --shop-color-primary #2f54eb, --shop-color-on-primary #fff, --shop-color-text #1f1f1f,
 * --shop-color-muted #595959, --shop-color-surface #fff, --shop-color-border #d9d9d9,
 * --shop-color-danger #c41d1d, --shop-color-success #237804, --shop-radius 8px,
 * --shop-font-family inherit, --shop-space 8px; and, each read where it is used,
 * --shop-color-skeleton #eee (here), --shop-color-rating #8f5700 (./card.ts),
 * --shop-color-image-background #f5f5f5 (./gallery.ts).
 */
import { css } from 'lit';

/**
 * The smallest size of a control a finger or pointer aims at (44 CSS px, WCAG 2.5.5): the height
 * of buttons and fields, the width of icon-sized buttons. Not a theme token: it does not shrink.
 */
export const targetSize = css`44px`;

export const baseStyles = css`
  :host {
    --_primary: var(--shop-color-primary, #2f54eb);
    --_on-primary: var(--shop-color-on-primary, #fff);
    --_text: var(--shop-color-text, #1f1f1f);
    --_muted: var(--shop-color-muted, #595959);
    --_surface: var(--shop-color-surface, #fff);
    --_border: var(--shop-color-border, #d9d9d9);
    --_danger: var(--shop-color-danger, #c41d1d);
    --_success: var(--shop-color-success, #237804);
    --_radius: var(--shop-radius, 8px);
    --_space: var(--shop-space, 8px);
    display: block;
    font-family: var(--shop-font-family, inherit);
    color: var(--_text);
    box-sizing: border-box;
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  button,
  .button {
    font: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    padding: calc(var(--_space) * 0.75) calc(var(--_space) * 1.5);
    min-height: ${targetSize};
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space);
  }
  button.primary,
  .button.primary {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button:focus-visible,
  a:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid var(--_primary);
    outline-offset: 2px;
  }
  input,
  select,
  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 0.75);
    min-height: ${targetSize};
    width: 100%;
  }
  [aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .field {
    display: grid;
    gap: calc(var(--_space) / 2);
    margin-block: var(--_space);
  }
  .field-error {
    color: var(--_danger);
    font-size: 0.875em;
  }
  .muted {
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .status {
    padding: calc(var(--_space) * 2);
    text-align: center;
    color: var(--_muted);
  }
  .status.error {
    color: var(--_danger);
    display: grid;
    gap: var(--_space);
    justify-items: center;
  }
  .stale {
    font-size: 0.875em;
    color: var(--_muted);
  }
  .skeleton {
    background: var(--shop-color-skeleton, #eee);
    border-radius: var(--_radius);
    min-height: 1em;
    /* Opacity runs on the compositor: no repaint per frame while the page is loading. */
    animation: pulse 0.8s ease-in-out infinite alternate;
  }
  .skeleton.line {
    margin-block: var(--_space);
  }
  .skeleton.tall {
    min-height: ${targetSize};
  }
  @keyframes pulse {
    to {
      opacity: 0.5;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
  .price {
    display: inline-flex;
    gap: calc(var(--_space) / 2);
    align-items: baseline;
    flex-wrap: wrap;
  }
  .price s {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .price .sale {
    color: var(--_danger);
    font-weight: 600;
  }
  .badge {
    display: inline-block;
    font-size: 0.75em;
    padding: 2px 6px;
    border-radius: 999px;
    background: var(--_text);
    color: var(--_surface);
  }
  .badge.sale {
    background: var(--_danger);
    color: #fff;
  }
`;

/** An inline element (a button, a log-in link) whose parts wrap in one row: `:host` and `.wrap`. */
export const inlineWrapStyles = css`
  :host {
    display: inline-block;
  }
  .wrap {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
`;
