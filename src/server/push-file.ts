/// <reference types="node" />
/**
 * Pushing a catalog file from disk: reads the JSON item by item, keeps the mapping file beside it
 * (`catalog.json` → `catalog.mapping.json`) with its journal (`catalog.mapping.json.journal`),
 * so that an interrupted run never loses an id (and never creates a duplicate on the next run).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { type CatalogSource, CatalogSyntaxError, fileSource } from './catalog-source.js';
import { CatalogAdminClient } from './client.js';
import { type MappingJournal, journalPath, openMappingJournal, replayJournal, writeAtomically } from './mapping-journal.js';
import { Pace } from './pace.js';
import { type CatalogMapping, type MappingChange, emptyMapping, keyFingerprint } from './mapping.js';
import { DEFAULT_CONCURRENCY, pushCatalogSource } from './push.js';
import type { PushProgress, PushSummary } from './push-results.js';

export interface PushFileOptions {
  /** Platform base URL (the API is under `/api/public/v1`). Required unless `dryRun`. */
  baseUrl?: string;
  /** Server private key. Required unless `dryRun`. */
  key?: string;
  /** Public storefront key naming the target site (`X-Service-Site-Key`), optional. */
  siteKey?: string;
  /** Mapping file; default: beside the catalog, `<name>.mapping.json`. */
  mappingPath?: string;
  /** Check and plan only: nothing is sent and no file is written. */
  dryRun?: boolean;
  /** Send every item, even those unchanged since the last push. */
  force?: boolean;
  /**
   * Items written at once at most (whole number from 1; `DEFAULT_CONCURRENCY`, 32, by default);
   * fewer while the platform pushes back (429, 503), more again when it stops (./pace.ts).
   */
  concurrency?: number;
  /** Keep every item's result in the summary (true by default). */
  keepItems?: boolean;
  /** A fetch to use (tests, in-process apps). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called once per item when it is done, in the order items finish. */
  onProgress?: (progress: PushProgress) => void;
  /** Called once the file is checked, with the number of items to go through. */
  onStart?: (total: number) => void;
}

/** `catalog.json` → `catalog.mapping.json`, in the same folder. */
export function defaultMappingPath(catalogPath: string): string {
  const name = basename(catalogPath).replace(/\.json$/i, '');
  return join(dirname(catalogPath), `${name}.mapping.json`);
}

/**
 * Reads a mapping file; undefined when there is none yet. Throws on a file that is not one.
 * (A journal left beside it by a run that died is replayed by `pushCatalogFile`, not here.)
 */
export async function loadMapping(path: string): Promise<CatalogMapping | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const m = JSON.parse(text) as CatalogMapping;
  if (m?.version !== 1 || typeof m.contents !== 'object' || typeof m.products !== 'object') {
    throw new Error(`${path} is not a mapping file of shop-elements catalog push (version 1)`);
  }
  return m;
}

/** Writes the mapping atomically (`<path>.tmp`, then a rename over `path`). */
export async function saveMapping(path: string, mapping: CatalogMapping): Promise<void> {
  await writeAtomically(path, `${JSON.stringify(mapping, null, 2)}\n`);
}

/**
 * Pushes the catalog file at `path`; see `pushCatalog` for the flow. The file is read once and
 * its items parsed one at a time (./catalog-source.ts), so memory follows the file's size, not a
 * parsed copy of every item. The mapping file is kept by a journal (./mapping-journal.ts): every
 * change is on disk before the push goes on, and the mapping file is rewritten atomically now
 * and then and at the end, so that a run killed at any moment loses no id and the next run
 * duplicates no item.
 *
 * Resolves to the summary (with `valid: false` and the problems for a file that is missing, not
 * JSON or breaks a rule); rejects with a `PushStoppedError` when the platform refuses the key or
 * cannot be reached, and with an `Error` for a mapping file made for another platform or site.
 */
export async function pushCatalogFile(path: string, options: PushFileOptions): Promise<PushSummary & { mappingPath: string }> {
  const mappingPath = options.mappingPath ?? defaultMappingPath(path);
  let source: CatalogSource;
  try {
    source = await fileSource(path);
  } catch (error) {
    const message =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `no catalog file at ${path}`
        : error instanceof CatalogSyntaxError
          ? `not valid JSON: ${error.message}`
          : `cannot read ${path}: ${(error as Error).message}`;
    return {
      valid: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      items: [],
      problems: [{ item: '', key: null, path: '', message }],
      orphans: [],
      requests: null,
      mappingPath,
    };
  }
  const online = options.baseUrl !== undefined && options.key !== undefined;
  if (!online && !options.dryRun) throw new TypeError('pushCatalogFile: baseUrl and key are required (or set dryRun).');
  const existing = await loadMapping(mappingPath);
  if (existing && online) {
    const target = { base_url: (options.baseUrl as string).replace(/\/+$/, ''), key_fingerprint: keyFingerprint(options.key as string) };
    if (existing.target.base_url !== target.base_url || existing.target.key_fingerprint !== target.key_fingerprint) {
      throw new Error(
        `${mappingPath} holds the ids of another platform or site (${existing.target.base_url}, ${existing.target.key_fingerprint}); ` +
          'pass --mapping <file> to keep one mapping file per platform and site.',
      );
    }
  }
  const mapping = existing ?? emptyMapping(options.baseUrl ?? '', options.key ?? '');
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const client = online
    ? new CatalogAdminClient({
        baseUrl: options.baseUrl as string,
        key: options.key as string,
        pace: new Pace({ max: concurrency }),
        ...(options.siteKey ? { siteKey: options.siteKey } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : undefined;
  // A dry run writes nothing, not even the journal of a run that died (it is replayed in memory).
  let journal: MappingJournal | undefined;
  if (options.dryRun) {
    try {
      replayJournal(mapping, await readFile(journalPath(mappingPath), 'utf8'));
    } catch {
      // No journal left.
    }
  } else journal = await openMappingJournal(mappingPath, mapping);
  let summary: PushSummary;
  try {
    summary = await pushCatalogSource(source, {
      ...(client ? { client } : {}),
      mapping,
      baseDir: dirname(path),
      concurrency,
      ...(options.dryRun ? { dryRun: true } : {}),
      ...(options.force ? { force: true } : {}),
      ...(options.keepItems === false ? { keepItems: false } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.onStart ? { onStart: options.onStart } : {}),
      ...(journal ? { onChange: (change: MappingChange) => (journal as MappingJournal).record(change) } : {}),
    });
  } finally {
    await journal?.close();
  }
  return { ...summary, mappingPath };
}
