import type { Shop } from '../../state/shop.js';
import { ChoiceFilter, type CatalogKind, type Choice } from '../../ui/choice-filter.js';
import { strings } from './strings.js';

/**
 * The categories in use, as a single-choice radio group with an "All" entry. Choosing one sets
 * `category-id` on the list named by `for` (removing it for "All") and sets its `page` back to 1.
 * Shows the list's current `category-id`, also when a script changes it.
 *
 * With `multiple`: checkboxes; the categories checked are set as `category-ids` (a comma list, any-of: the
 * items of any of them) and `category-id` is removed; "All" removes both.
 *
 * Spec: docs/spec/storefront-api.md, "GET /product-categories", "GET /content-categories" ("Categories
 * and tags are read first and their ids put into the list filters").
 *
 * @element shop-category-filter
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the categories could not be read.
 * @csspart fieldset - The group.
 * @csspart legend - The group label ("Categories").
 * @csspart choices - The row of entries.
 * @csspart choice - One entry (a label); the chosen one also has `choice-selected`.
 * @csspart radio - The radio button of an entry (without `multiple`).
 * @csspart checkbox - The checkbox of an entry (with `multiple`).
 * @csspart loading - The placeholder while the categories load.
 * @csspart empty - The notice when no category is in use.
 * @csspart error - The error message with its retry button.
 * @csspart button - The retry button.
 */
export class ShopCategoryFilter extends ChoiceFilter {
  protected readonly attribute = 'category-id';
  protected readonly listAttribute = 'category-ids';

  protected async load(shop: Shop, kind: CatalogKind, signal: AbortSignal): Promise<Choice[]> {
    const list = await shop.client.categories(kind, signal);
    return list.map((c) => ({ id: c.category_id, name: c.name, count: c.count }));
  }

  protected text(key: 'legend' | 'all' | 'empty'): string {
    return strings(this.language, key);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-filter': ShopCategoryFilter;
  }
}
