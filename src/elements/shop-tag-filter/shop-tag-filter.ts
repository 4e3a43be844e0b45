import type { Shop } from '../../state/shop.js';
import { ChoiceFilter, type CatalogKind, type Choice } from '../../ui/choice-filter.js';
import { strings } from './strings.js';

/**
 * The tags in use, as a single-choice radio group with an "All" entry. Choosing one sets
 * `tag-id` on the list named by `for` (removing it for "All") and sets its `page` back to 1.
 * Shows the list's current `tag-id`, also when a script changes it.
 *
 * With `multiple`: checkboxes; the tags checked are set as `tag-ids` (a comma list, any-of: the
 * items of any of them) and `tag-id` is removed; "All" removes both.
 *
 * Spec: docs/spec/storefront-api.md, "GET /product-tags", "GET /content-tags", "Tag (tags[])".
 *
 * @element shop-tag-filter
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the tags could not be read.
 * @csspart fieldset - The group.
 * @csspart legend - The group label ("Tags").
 * @csspart choices - The row of entries.
 * @csspart choice - One entry (a label); the chosen one also has `choice-selected`.
 * @csspart radio - The radio button of an entry (without `multiple`).
 * @csspart checkbox - The checkbox of an entry (with `multiple`).
 * @csspart loading - The placeholder while the tags load.
 * @csspart empty - The notice when no tag is in use.
 * @csspart error - The error message with its retry button.
 * @csspart button - The retry button.
 */
export class ShopTagFilter extends ChoiceFilter {
  protected readonly attribute = 'tag-id';
  protected readonly listAttribute = 'tag-ids';

  protected async load(shop: Shop, kind: CatalogKind, signal: AbortSignal): Promise<Choice[]> {
    const list = await shop.client.tags(kind, signal);
    return list.map((t) => ({ id: t.tag_id, name: t.name, count: null }));
  }

  protected text(key: 'legend' | 'all' | 'empty'): string {
    return strings(this.language, key);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-tag-filter': ShopTagFilter;
  }
}
