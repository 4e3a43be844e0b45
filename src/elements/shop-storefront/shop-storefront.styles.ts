/** The styles of `<shop-storefront>` (its `static styles`). */
import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css`
    /* An ordinary block: a parent's layout (a block theme's constrained width, a grid or flex
       item, a prose container) applies to the storefront as to any other child. */
    :host {
      display: block;
    }
    [part~='problem'] {
      display: block;
      padding: calc(var(--_space) * 2);
      margin: var(--_space);
      border: 1px solid var(--_danger);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
    }
    [part='login-status'] {
      display: block;
      padding: calc(var(--_space) * 2);
      margin: var(--_space);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
    }
  `,
];
