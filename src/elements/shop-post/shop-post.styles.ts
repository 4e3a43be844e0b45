/** The styles of `<shop-post>` (its `static styles`). */
import { css } from 'lit';
import { styles as boardStyles } from '../shop-board/board-element.styles.js';

export const styles = [
  ...boardStyles,
  css`
    .comments {
      margin-top: calc(var(--_space) * 3);
      display: grid;
      gap: var(--_space);
    }
    .notice {
      margin: 0;
    }
  `,
];
