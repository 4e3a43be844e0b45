/// <reference types="node" />
/**
 * Where a push reads its catalog items from, one at a time, so that a big catalog file costs
 * its own bytes and a compact index, not a parsed copy of every item (issue 31, "Big files"):
 *
 * - `objectSource(file)`: a catalog already parsed (the toolkit's `pushCatalog(file)`, the
 *   sandbox's seed); items are read from its arrays;
 * - `fileSource(path)`: a catalog file on disk. Its bytes are read once and scanned: the top
 *   level's fields are parsed, and each item of `contents` and `products` is remembered as the
 *   byte range of its JSON (two numbers an item); an item is parsed when it is read, and dropped
 *   after. UTF-8 keeps every structural character (`{ } [ ] " , :`) in one byte that never
 *   occurs inside a multi-byte character, so the scan works on bytes.
 *
 * The catalog file is documented in docs/sellers.md, "The catalog file".
 */
import { readFile } from 'node:fs/promises';

/** One item of the catalog file, as written (not yet checked). */
export interface RawItem {
  kind: 'content' | 'product';
  /** Position in its list (0-based). */
  index: number;
  raw: unknown;
  /** True when `raw` was parsed for this read alone (a file source): it may be changed, no copy is needed. */
  fresh?: boolean;
}

/** A catalog to read: its top-level fields, and its items in order (contents, then products). */
export interface CatalogSource {
  /**
   * The top level: `language`, `$schema`, any other field, and `contents` / `products` when
   * they are not arrays (as written, for the file's problems). Null when the catalog is not an
   * object at all.
   */
  readonly top: Record<string, unknown> | null;
  /** How many items each list has (0 for a missing list or one that is not an array). */
  readonly counts: { content: number; product: number };
  /** The items, contents first; may be read any number of times. */
  items(): Iterable<RawItem>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A source over a parsed catalog. */
export function objectSource(file: unknown): CatalogSource {
  if (!isRecord(file)) return { top: null, counts: { content: 0, product: 0 }, items: () => [] };
  const lists = { content: file.contents, product: file.products };
  const top: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(file)) if (!((k === 'contents' || k === 'products') && Array.isArray(v))) top[k] = v;
  const listOf = (kind: 'content' | 'product'): unknown[] => (Array.isArray(lists[kind]) ? (lists[kind] as unknown[]) : []);
  return {
    top,
    counts: { content: listOf('content').length, product: listOf('product').length },
    *items() {
      for (const kind of ['content', 'product'] as const) {
        for (const [index, raw] of listOf(kind).entries()) yield { kind, index, raw };
      }
    },
  };
}

/** Thrown by `fileSource` for bytes that are not one JSON object (`message` names the line and column). */
export class CatalogSyntaxError extends SyntaxError {
  override readonly name = 'CatalogSyntaxError';
}

// Byte values of the JSON structure.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** Byte ranges of the items of one list: `starts[i]` to `ends[i]` (exclusive). */
interface Spans {
  starts: number[];
  ends: number[];
}

/** Scans the bytes of a catalog file; see the module comment. */
export function scanCatalog(bytes: Uint8Array): { top: Record<string, unknown>; spans: { content: Spans; product: Spans } } {
  let pos = 0;
  const text = (start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
  const fail = (what: string, at = pos): never => {
    let line = 1;
    let column = 1;
    for (let i = 0; i < at && i < bytes.length; i += 1) {
      if (bytes[i] === 0x0a) {
        line += 1;
        column = 1;
      } else if (((bytes[i] as number) & 0xc0) !== 0x80) column += 1;
    }
    throw new CatalogSyntaxError(`${what} at line ${line}, column ${column}`);
  };
  const skipSpace = () => {
    while (isSpace(bytes[pos])) pos += 1;
  };
  const skipString = () => {
    // bytes[pos] is the opening quote.
    pos += 1;
    for (;;) {
      const b = bytes[pos];
      if (b === undefined) fail('unterminated string');
      if (b === BACKSLASH) pos += 2;
      else if (b === QUOTE) {
        pos += 1;
        return;
      } else pos += 1;
    }
  };
  /** Skips one value (its inside is checked when it is parsed); returns where it ends. */
  const skipValue = (): number => {
    const first = bytes[pos];
    if (first === QUOTE) skipString();
    else if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
      let depth = 0;
      do {
        const b = bytes[pos];
        if (b === undefined) fail('unexpected end of the file (a bracket is not closed)');
        if (b === QUOTE) {
          skipString();
          continue;
        }
        if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth += 1;
        else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) depth -= 1;
        pos += 1;
      } while (depth > 0);
    } else {
      const start = pos;
      while (pos < bytes.length && !isSpace(bytes[pos]) && bytes[pos] !== COMMA && bytes[pos] !== CLOSE_OBJECT && bytes[pos] !== CLOSE_ARRAY) pos += 1;
      if (pos === start) fail('a value is missing');
    }
    return pos;
  };
  const parse = (start: number, end: number): unknown => {
    try {
      return JSON.parse(text(start, end)) as unknown;
    } catch (error) {
      return fail(`not valid JSON (${(error as Error).message})`, start);
    }
  };

  const top: Record<string, unknown> = {};
  const spans = { content: { starts: [], ends: [] } as Spans, product: { starts: [], ends: [] } as Spans };
  // A UTF-8 byte order mark is allowed before the object.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) pos = 3;
  skipSpace();
  if (bytes[pos] !== OPEN_OBJECT) fail('the catalog file must hold a JSON object');
  pos += 1;
  skipSpace();
  if (bytes[pos] === CLOSE_OBJECT) pos += 1;
  else
    for (;;) {
      skipSpace();
      if (bytes[pos] !== QUOTE) fail('expected a field name in double quotes');
      const keyStart = pos;
      skipString();
      const key = parse(keyStart, pos) as string;
      skipSpace();
      if (bytes[pos] !== COLON) fail('expected ":" after a field name');
      pos += 1;
      skipSpace();
      const list = key === 'contents' ? spans.content : key === 'products' ? spans.product : undefined;
      if (list && bytes[pos] === OPEN_ARRAY) {
        list.starts.length = 0;
        list.ends.length = 0;
        delete top[key];
        pos += 1;
        skipSpace();
        if (bytes[pos] === CLOSE_ARRAY) pos += 1;
        else
          for (;;) {
            skipSpace();
            const start = pos;
            list.starts.push(start);
            list.ends.push(skipValue());
            skipSpace();
            if (bytes[pos] === COMMA) {
              pos += 1;
              continue;
            }
            if (bytes[pos] === CLOSE_ARRAY) {
              pos += 1;
              break;
            }
            fail('expected "," or "]" after an item');
          }
      } else {
        const start = pos;
        top[key] = parse(start, skipValue());
        if (list) {
          list.starts.length = 0;
          list.ends.length = 0;
        }
      }
      skipSpace();
      if (bytes[pos] === COMMA) {
        pos += 1;
        continue;
      }
      if (bytes[pos] === CLOSE_OBJECT) {
        pos += 1;
        break;
      }
      fail('expected "," or "}" after a field');
    }
  skipSpace();
  if (pos < bytes.length) fail('unexpected text after the catalog object');
  return { top, spans };
}

/**
 * A source over a catalog file: reads its bytes and scans them (see the module comment).
 * Rejects with the `readFile` error (ENOENT…) or a `CatalogSyntaxError`.
 */
export async function fileSource(path: string): Promise<CatalogSource> {
  const bytes = await readFile(path);
  const { top, spans } = scanCatalog(bytes);
  const text = (start: number, end: number) => bytes.toString('utf8', start, end);
  return {
    top,
    counts: { content: spans.content.starts.length, product: spans.product.starts.length },
    *items() {
      for (const kind of ['content', 'product'] as const) {
        const { starts, ends } = spans[kind];
        for (let index = 0; index < starts.length; index += 1) {
          let raw: unknown;
          try {
            raw = JSON.parse(text(starts[index] as number, ends[index] as number));
          } catch (error) {
            // Only an item's inside can be wrong here (the scan checked the rest): name the item.
            throw new CatalogSyntaxError(`${kind === 'content' ? 'contents' : 'products'}[${index}] is not valid JSON (${(error as Error).message})`);
          }
          yield { kind, index, raw, fresh: true };
        }
      }
    },
  };
}
