/// <reference types="node" />
/**
 * Keeps the mapping file of a push correct whatever moment the process dies (issue 31):
 *
 * - every change of the mapping (`MappingChange`: a create about to be sent, an id received, a
 *   create refused) is appended as one JSON line to the journal `<mapping>.journal` before the
 *   push goes on (before the POST is sent, before the item is reported); lines that arrive
 *   together are written together;
 * - every `snapshotEveryMs` (and at the end) the whole mapping is written to a temporary file
 *   and renamed over the mapping file (atomic: the file is the old one or the new one, never
 *   half of one), then the journal is emptied;
 * - `openMappingJournal` replays a journal left by a run that died onto the mapping file's
 *   content: changes are idempotent, so a line the snapshot already holds does no harm, and a
 *   last line cut in the middle (the process died while writing it) is skipped.
 *
 * A create whose answer never came (the journal says "pending" and no id) is looked up on the
 * platform before it is sent again (push.ts), so a kill never duplicates an item nor loses an id.
 */
import { type FileHandle, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { type CatalogMapping, type MappingChange, applyMappingChange } from './mapping.js';

export interface MappingJournalOptions {
  /** Milliseconds between two snapshots of the mapping file; 2000 by default. */
  snapshotEveryMs?: number;
}

/** `<mapping>.journal`: the journal beside a mapping file. */
export const journalPath = (mappingPath: string) => `${mappingPath}.journal`;

/** Replays the journal lines of `text` onto `mapping`; returns how many changes were applied. */
export function replayJournal(mapping: CatalogMapping, text: string): number {
  let applied = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let change: MappingChange;
    try {
      change = JSON.parse(line) as MappingChange;
    } catch {
      // The last line of a run killed while writing it.
      continue;
    }
    if (applyMappingChange(mapping, change)) applied += 1;
  }
  return applied;
}

/** Writes a file atomically: the whole text to `<path>.tmp`, then a rename over `path`. */
export async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

const mappingText = (mapping: CatalogMapping) => `${JSON.stringify(mapping, null, 2)}\n`;

/** The journal of one push; see the module comment. */
export class MappingJournal {
  /** The mapping file (the journal is `<path>.journal`). */
  readonly path: string;
  /** The mapping kept, changed in place by `record`. */
  readonly mapping: CatalogMapping;
  #handle: FileHandle | undefined;
  #every: number;
  #lines: string[] = [];
  #waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #writing: Promise<void> | undefined;
  #lastSnapshot = Date.now();
  #failed: unknown;

  /** The journal file is opened (emptied) by the first change: a push that changes nothing writes nothing. */
  constructor(path: string, mapping: CatalogMapping, options: MappingJournalOptions = {}) {
    this.path = path;
    this.mapping = mapping;
    this.#every = options.snapshotEveryMs ?? 2000;
  }

  /**
   * Applies a change to the mapping and resolves once its line is written (or a snapshot holds
   * it). Rejects when the journal cannot be written (disk full…): the push must stop then.
   */
  record(change: MappingChange): Promise<void> {
    if (this.#failed) return Promise.reject(this.#failed);
    applyMappingChange(this.mapping, change);
    this.#lines.push(`${JSON.stringify(change)}\n`);
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    // Lines recorded in the same turn of the event loop go in one write.
    this.#writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#drain());
    return done;
  }

  /** Writes the mapping file now (temporary file, rename), then empties the journal. */
  async snapshot(): Promise<void> {
    await this.#writing;
    await this.#snapshot();
  }

  /** Writes the last snapshot and removes the journal (nothing when no change was recorded). */
  async close(): Promise<void> {
    await this.#writing;
    if (this.#failed) throw this.#failed;
    if (!this.#handle) return;
    const m = this.mapping;
    // Only creates that certainly created nothing (a refused key): no mapping file to leave.
    const empty = Object.keys(m.contents).length === 0 && Object.keys(m.products).length === 0 && !m.pending;
    if (!empty) await writeAtomically(this.path, mappingText(this.mapping));
    await this.#handle.close();
    this.#handle = undefined;
    await rm(journalPath(this.path), { force: true });
  }

  async #snapshot(): Promise<void> {
    await writeAtomically(this.path, mappingText(this.mapping));
    await this.#handle?.truncate(0);
    this.#lastSnapshot = Date.now();
  }

  /** Writes the waiting lines in batches, and a snapshot now and then, until none wait. */
  async #drain(): Promise<void> {
    try {
      while (this.#lines.length > 0) {
        const lines = this.#lines.join('');
        const waiters = this.#waiters;
        this.#lines = [];
        this.#waiters = [];
        try {
          if (!this.#handle) {
            this.#handle = await open(journalPath(this.path), 'a');
            await this.#handle.truncate(0);
          }
          await this.#handle.write(lines);
          if (Date.now() - this.#lastSnapshot >= this.#every) await this.#snapshot();
        } catch (error) {
          this.#failed = error;
          for (const w of [...waiters, ...this.#waiters]) w.reject(error);
          this.#waiters = [];
          return;
        }
        for (const w of waiters) w.resolve();
      }
    } finally {
      this.#writing = undefined;
    }
  }
}

/**
 * Opens the journal of the mapping file at `path`, after replaying one left by a run that died
 * onto `mapping` (the content of the mapping file, or an empty mapping) and writing the result.
 */
export async function openMappingJournal(path: string, mapping: CatalogMapping, options: MappingJournalOptions = {}): Promise<MappingJournal> {
  let left = '';
  try {
    left = await readFile(journalPath(path), 'utf8');
  } catch {
    // No journal: the last run ended (or there was none).
  }
  if (left.trim() !== '') {
    replayJournal(mapping, left);
    await writeAtomically(path, mappingText(mapping));
    await rm(journalPath(path), { force: true });
  }
  return new MappingJournal(path, mapping, options);
}
