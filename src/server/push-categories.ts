/**
 * Category names in a catalog file, found as ids (docs/spec/server-catalog-api.md, "Recommended
 * integration flow", step 2: the category searches): each distinct name is searched once, before
 * the first write; a name that matches no category, or several, is a problem of the items that
 * use it, and nothing is sent.
 */
import type { CatalogProblem, PreparedItem } from './catalog-file.js';
import type { CatalogSource } from './catalog-source.js';
import type { CatalogAdminClient, CategoryMatch } from './client.js';
import { listOf } from './mapping.js';
import { PushStoppedError } from './push-results.js';
import type { Language } from './schemas.js';

/** Each searched name, by `content:<name>` or `product:<name>`: its id, or why it has none. */
export type CategoryIds = Map<string, { id: number } | { problem: string }>;

/**
 * Finds each distinct category name once: an exact name in the catalog's language, or a slug
 * (case-insensitive). Rejects with the client's error when it stops the push (a refused key, no
 * answer: `PushStoppedError.stops`); another failed search is the name's problem.
 */
export async function resolveCategoryNames(
  names: { content: Set<string>; product: Set<string> },
  client: CatalogAdminClient,
  language: Language,
): Promise<CategoryIds> {
  const out: CategoryIds = new Map();
  for (const kind of ['content', 'product'] as const) {
    for (const name of names[kind]) {
      let found: CategoryMatch[];
      try {
        found = kind === 'content' ? await client.searchContentCategories(name, { language }) : await client.searchProductCategories(name, { language });
      } catch (error) {
        if (PushStoppedError.stops(error)) throw error;
        out.set(`${kind}:${name}`, { problem: `category search failed: ${(error as Error).message}` });
        continue;
      }
      const needle = name.trim().toLowerCase();
      const exact = found.filter((c) => c.name.toLowerCase() === needle || c.slug?.toLowerCase() === needle);
      const close = found
        .slice(0, 3)
        .map((c) => c.name)
        .join(', ');
      out.set(
        `${kind}:${name}`,
        exact.length === 1
          ? { id: (exact[0] as CategoryMatch).category_id }
          : exact.length > 1
            ? { problem: `"${name}" matches several ${kind} categories (${exact.map((c) => c.category_id).join(', ')}): use the id` }
            : { problem: `no ${kind} category is named "${name}"${found.length ? ` (close: ${close})` : ''}` },
      );
    }
  }
  return out;
}

/** The problems of the items whose category names were not found, with each item and field path (`categories.0`, `category`). */
export function categoryProblems(source: CatalogSource, categories: CategoryIds): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (![...categories.values()].some((c) => 'problem' in c)) return problems;
  for (const raw of source.items()) {
    const record = raw.raw as Record<string, unknown>;
    const itemNames = raw.kind === 'content' ? ((record.categories as string[] | undefined) ?? []) : record.category ? [record.category as string] : [];
    for (const [i, name] of itemNames.entries()) {
      const found = categories.get(`${raw.kind}:${name}`);
      if (found && 'problem' in found)
        problems.push({
          item: `${listOf(raw.kind)}[${raw.index}]`,
          key: record.key as string,
          path: raw.kind === 'content' ? `categories.${i}` : 'category',
          message: found.problem,
        });
    }
  }
  return problems;
}

/** Puts the found ids of an item's category names in its payload (`category_ids` of a content, `category_id` of a product). */
export function applyCategoryIds(item: PreparedItem, categories: CategoryIds): void {
  if (item.kind === 'content') {
    const ids = item.categoryNames.map((n) => (categories.get(`content:${n}`) as { id: number } | undefined)?.id).filter((x): x is number => x !== undefined);
    if (ids.length > 0) item.payload.category_ids = [...new Set([...((item.payload.category_ids as number[] | undefined) ?? []), ...ids])];
  } else {
    const id = item.categoryNames[0] === undefined ? undefined : (categories.get(`product:${item.categoryNames[0]}`) as { id: number } | undefined)?.id;
    if (id !== undefined) item.payload.category_id = id;
  }
}
