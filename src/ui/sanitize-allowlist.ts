/**
 * The one allowlist of seller HTML (./sanitize.ts), given to both engines: the browser's own
 * `Element.setHTML()` and DOMPurify (./purify.ts). What is left out, and why: ./sanitize.ts.
 */

/** Elements kept: rich text, lists, tables, images, links. */
export const ALLOWED_ELEMENTS: string[] = (
  'a abbr b blockquote br caption cite code col colgroup dd del div dl dt em figcaption figure h1 ' +
  'h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td ' +
  'tfoot th thead tr u ul'
).split(' ');

/**
 * Attributes kept on any of them. No `class`: seller HTML is styled by the shop's own rules for
 * rich text only, and cannot borrow the shop's classes (`class="button primary"` would look
 * exactly like "Buy now").
 */
export const ALLOWED_ATTRIBUTES: string[] = (
  'href src alt title width height colspan rowspan scope target rel lang dir start reversed ' + 'datetime cite'
).split(' ');
