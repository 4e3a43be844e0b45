/// <reference types="node" />
/**
 * Pushing a catalog file from disk: reads the JSON, keeps the mapping file beside it
 * (`catalog.json` → `catalog.mapping.json`), written after every successful write so that an
 * interrupted run never loses an id (and never creates a duplicate on the next run).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CatalogAdminClient } from './client.js';
import { type CatalogMapping, type PushProgress, type PushSummary, emptyMapping, keyFingerprint, pushCatalog } from './push.js';

export interface PushFileOptions {
  /** Platform base URL (the API is under `/api/public/v1`). Required unless `dryRun`. */
  baseUrl?: string;
  /** Server private key. Required unless `dryRun`. */
  key?: string;
  /** Public storefront key naming the target site (`X-Service-Site-Key`), optional. */
  siteKey?: string;
  /** Mapping file; default: beside the catalog, `<name>.mapping.json`. */
  mappingPath?: string;
  dryRun?: boolean;
  force?: boolean;
  /** A fetch to use (tests, in-process apps). */
  fetch?: (request: Request) => Promise<Response>;
  onProgress?: (progress: PushProgress) => void;
}

/** `catalog.json` → `catalog.mapping.json`, in the same folder. */
export function defaultMappingPath(catalogPath: string): string {
  const name = basename(catalogPath).replace(/\.json$/i, '');
  return join(dirname(catalogPath), `${name}.mapping.json`);
}

/** Reads a mapping file; undefined when there is none yet. Throws on a file that is not one. */
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

/** Writes the mapping atomically (a temporary file, then a rename). */
export async function saveMapping(path: string, mapping: CatalogMapping): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(mapping, null, 2)}\n`);
  await rename(temporary, path);
}

/**
 * Pushes the catalog file at `path`; see `pushCatalog` for the flow. Resolves to the summary (with
 * `valid: false` and the problems for a file that is missing, not JSON or breaks a rule); rejects
 * with a `PushStoppedError` when the platform refuses the key or cannot be reached, and with an
 * `Error` for a mapping file made for another platform or site.
 */
export async function pushCatalogFile(path: string, options: PushFileOptions): Promise<PushSummary & { mappingPath: string }> {
  const mappingPath = options.mappingPath ?? defaultMappingPath(path);
  let file: unknown;
  try {
    file = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? `no catalog file at ${path}` : `not valid JSON: ${(error as Error).message}`;
    return {
      valid: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      items: [],
      problems: [{ item: '', key: null, path: '', message }],
      orphans: [],
      mappingPath,
    };
  }
  const online = options.baseUrl !== undefined && options.key !== undefined;
  if (!online && !options.dryRun) throw new TypeError('pushCatalogFile: baseUrl and key are required (or set dryRun).');
  const existing = await loadMapping(mappingPath);
  let mapping = existing ?? emptyMapping(options.baseUrl ?? '', options.key ?? '');
  if (existing && online) {
    const target = { base_url: (options.baseUrl as string).replace(/\/+$/, ''), key_fingerprint: keyFingerprint(options.key as string) };
    if (existing.target.base_url !== target.base_url || existing.target.key_fingerprint !== target.key_fingerprint) {
      throw new Error(
        `${mappingPath} holds the ids of another platform or site (${existing.target.base_url}, ${existing.target.key_fingerprint}); ` +
          'pass --mapping <file> to keep one mapping file per platform and site.',
      );
    }
  }
  if (!existing) mapping = emptyMapping(options.baseUrl ?? '', options.key ?? '');
  const client = online
    ? new CatalogAdminClient({
        baseUrl: options.baseUrl as string,
        key: options.key as string,
        ...(options.siteKey ? { siteKey: options.siteKey } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : undefined;
  const summary = await pushCatalog(file, {
    ...(client ? { client } : {}),
    mapping,
    baseDir: dirname(path),
    ...(options.dryRun ? { dryRun: true } : {}),
    ...(options.force ? { force: true } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.dryRun ? {} : { onMapping: (m: CatalogMapping) => saveMapping(mappingPath, m) }),
  });
  return { ...summary, mappingPath };
}
