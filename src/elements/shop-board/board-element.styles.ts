/** The styles `<shop-board>` and `<shop-post>` share (`BoardElement`'s `static styles`): post lists, comments and notices. */
import { css } from 'lit';
import { cardStyles } from '../../ui/card.js';
import { pagerStyles } from '../../ui/pager.js';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  cardStyles,
  pagerStyles,
  css`
    .head {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space);
      align-items: center;
      justify-content: space-between;
    }
    h2 {
      margin: 0;
      font-size: 1.5em;
    }
    h3 {
      margin: 0;
      font-size: 1em;
    }
    ul,
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      position: relative;
      padding-block: var(--_space);
      border-bottom: 1px solid var(--_border);
    }
    .meta {
      margin: calc(var(--_space) / 2) 0 0;
      color: var(--_muted);
      font-size: 0.875em;
    }
    .text {
      margin: calc(var(--_space) / 2) 0 0;
      white-space: pre-line;
    }
    .error {
      color: var(--_danger);
    }
  `,
];
