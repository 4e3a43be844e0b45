/// <reference types="node" />
/**
 * The `shop-elements` command (package `bin`, launcher bin/shop-elements.mjs → dist/cli.js).
 *
 *   shop-elements catalog push <file> [--base-url URL] [--key KEY] [--site-key KEY]
 *                                     [--mapping FILE] [--concurrency N] [--dry-run] [--force]
 *                                     [--quiet] [--json]
 *   shop-elements --version | --help
 *
 * The key may come from SHOP_SERVER_KEY, the base URL from SHOP_BASE_URL and the site key from
 * SHOP_SITE_KEY. Arguments are read with Node's `util.parseArgs` (strict: an unknown option is a
 * usage error). Exit status (`EXIT`): 0 done, 1 invalid file or failed items, 2 wrong usage,
 * 3 the platform refused the key, 4 the platform could not be reached. With `--json`, stdout
 * carries JSON Lines only (`JsonItemEvent`s, one per item in the order items finish, then one
 * `JsonSummary` or `JsonError`); see docs/sellers.md. Progress goes to stderr: a bar (items done,
 * rate, time left; ./progress.ts) when stderr is a terminal, one plain line per item otherwise. Development: `node --import tsx src/server/cli.ts catalog push …`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatProblem } from './catalog-file.js';
import { pushCatalogFile } from './push-file.js';
import { type ProgressView, barView, lineView } from './progress.js';
import { DEFAULT_CONCURRENCY } from './push.js';
import { type PushItemResult, type PushProgress, type PushSummary, type PushStopReason, PushStoppedError } from './push-results.js';

/** The exit statuses of the command. */
export const EXIT = {
  /** Every item created, updated or unchanged (or, with --dry-run, the file is valid). */
  done: 0,
  /** The catalog file is invalid (nothing was sent), some items failed, or another error. */
  failed: 1,
  /** Wrong usage: unknown option, missing value, missing file, key or base URL. */
  usage: 2,
  /** The platform refused the key (401 or 403 from the server API). */
  keyRefused: 3,
  /** The platform could not be reached (connection refused, unknown host, timeout). */
  unreachable: 4,
} as const;

export const USAGE = `Usage: shop-elements catalog push <file> [options]
       shop-elements --version | --help

Pushes a catalog file (JSON; see docs/sellers.md) to the platform's server catalog API:
checks every item first, finds category ids by name, creates new items and updates known
ones, and keeps their ids in a mapping file beside the catalog (<file>.mapping.json).

Options:
  --base-url URL   platform base URL (or env SHOP_BASE_URL)
  --key KEY        server private API key (or env SHOP_SERVER_KEY)
  --site-key KEY   public storefront key naming the site (or env SHOP_SITE_KEY; optional)
  --mapping FILE   mapping file (default: beside the catalog)
  --concurrency N  items written at once at most (default ${DEFAULT_CONCURRENCY}); fewer while the
                   platform answers 429 or 503, more again when it stops
  --dry-run        check the file and show what would be done; write nothing
  --force          send every item, even those unchanged since the last push
  --quiet          no progress (failures are still shown)
  --json           JSON Lines on stdout: one object per item, then a summary or an error
  -v, --version    the version of shop-elements
  -h, --help       this text

Exit status:
  0  done
  1  invalid catalog file (nothing was sent), or some items failed
  2  wrong usage
  3  the platform refused the key (401/403): it is wrong, or belongs to another site
  4  the platform could not be reached (connection refused, unknown host, timeout)
`;

/** `--json`: one per item, as it is handled (unless `--quiet`, which keeps only failures). */
export interface JsonItemEvent extends PushItemResult {
  type: 'item';
  /** 1-based position and the number of items. */
  index: number;
  total: number;
  /** True in a dry run: `action` is what would happen. */
  dry_run: boolean;
}

/** `--json`: the last line when the file was read and checked (exit status 0 or 1): the push's summary and the run's facts. */
export interface JsonSummary extends PushSummary {
  type: 'summary';
  exit_code: 0 | 1;
  dry_run: boolean;
  /** False on an offline dry run (no base URL or key): category names were not looked up. */
  categories_looked_up: boolean;
  /** The mapping file (null in a dry run). */
  mapping: string | null;
}

/** `--json`: the only line (or the last, after the items done before a stop) when the run stopped. */
export interface JsonError {
  type: 'error';
  exit_code: 1 | 2 | 3 | 4;
  /** `usage` (2), `key_refused` (3), `unreachable` (4), `failed` (1: e.g. a mapping file of another site). */
  error: 'usage' | PushStopReason | 'failed';
  /** The same sentence the command prints without --json. */
  message: string;
  /** key_refused: 401 or 403. */
  status?: number;
  /** key_refused and unreachable: the platform's base URL that was tried. */
  address?: string;
  /** key_refused and unreachable: the request that failed (`GET https://…/api/public/v1/…`). */
  request?: string;
  /** key_refused and unreachable: items written or left unchanged before the stop. */
  created?: number;
  updated?: number;
  unchanged?: number;
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** A fetch to use instead of the global one (tests). */
  fetch?: (request: Request) => Promise<Response>;
  /** The terminal to draw the progress bar on; without one, progress is plain lines through `err`. */
  tty?: NodeJS.WriteStream;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
  ...(process.stderr.isTTY ? { tty: process.stderr } : {}),
};

const OPTIONS = {
  'base-url': { type: 'string' },
  key: { type: 'string' },
  'site-key': { type: 'string' },
  mapping: { type: 'string' },
  concurrency: { type: 'string' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
  quiet: { type: 'boolean' },
  json: { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * The version in the package.json nearest above this module: the package root, whether this runs
 * as dist/cli.js (or a chunk of it) in an installed package or as src/server/cli.ts.
 */
export function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'shop-elements' && pkg.version) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('shop-elements: no package.json of shop-elements above the command');
    dir = parent;
  }
}

/** Strict: an unknown option, a missing value or a value given to a flag throws (a usage error). */
function readArgs(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}

function progressLine(p: PushProgress): string {
  const width = String(p.total).length;
  const verb = p.dryRun && p.action !== 'unchanged' && p.action !== 'failed' ? `would be ${p.action}` : p.action;
  const id = p.id ? ` (${p.kind === 'content' ? 'content_id' : 'product_id'} ${p.id})` : '';
  return `[${String(p.index).padStart(width)}/${p.total}] ${p.kind} ${p.key}: ${verb}${id}${p.message ? ` — ${p.message}` : ''}`;
}

function itemEvent(p: PushProgress): JsonItemEvent {
  const { index, total, kind, key, action, id, message, dryRun, recovered } = p;
  return {
    type: 'item',
    index,
    total,
    kind,
    key,
    action,
    ...(id ? { id } : {}),
    ...(message ? { message } : {}),
    ...(recovered ? { recovered } : {}),
    dry_run: dryRun,
  };
}

/** Runs the command; resolves to the exit status (`EXIT`). */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  // Guessed before parsing, so that a usage error is answered in the asked format too.
  let json = argv.includes('--json');
  const emit = (value: JsonItemEvent | JsonSummary | JsonError) => io.out(JSON.stringify(value));
  const usageError = (message: string): number => {
    if (json) emit({ type: 'error', exit_code: EXIT.usage, error: 'usage', message });
    io.err(`shop-elements: ${message}\n\n${USAGE}`);
    return EXIT.usage;
  };

  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(argv);
  } catch (error) {
    // Node's sentence for an unknown option goes on about '--'; the option's name is what helps.
    const unknown = (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /'([^']+)'/.exec((error as Error).message)?.[1];
    return usageError(unknown ? `unknown option ${unknown}` : (error as Error).message);
  }
  const { values, positionals } = args;
  json = values.json === true;
  if (values.help) {
    io.out(USAGE);
    return EXIT.done;
  }
  if (values.version) {
    io.out(packageVersion());
    return EXIT.done;
  }
  const [group, command, file, ...extra] = positionals;
  if (group !== 'catalog' || command !== 'push' || !file || extra.length > 0) return usageError('expected "catalog push <file>"');
  const baseUrl = values['base-url'] ?? io.env.SHOP_BASE_URL;
  const key = values.key ?? io.env.SHOP_SERVER_KEY;
  const siteKey = values['site-key'] ?? io.env.SHOP_SITE_KEY;
  const dryRun = values['dry-run'] === true;
  if (!dryRun && (!baseUrl || !key)) return usageError(`${!baseUrl ? '--base-url (or SHOP_BASE_URL)' : '--key (or SHOP_SERVER_KEY)'} is required`);
  const online = Boolean(baseUrl && key);
  const quiet = values.quiet === true;
  let concurrency = DEFAULT_CONCURRENCY;
  if (values.concurrency !== undefined) {
    concurrency = Number(values.concurrency);
    if (!/^\d+$/.test(values.concurrency) || !Number.isSafeInteger(concurrency) || concurrency < 1 || concurrency > 256)
      return usageError(`--concurrency must be a whole number from 1 to 256 (got "${values.concurrency}")`);
  }
  // Human progress on stderr: a bar on a terminal, else plain lines; none with --json.
  const view: ProgressView | undefined = json ? undefined : ((!quiet && io.tty ? await barView(io.tty) : undefined) ?? lineView(io.err, quiet));

  let summary;
  try {
    summary = await pushCatalogFile(file, {
      ...(online ? { baseUrl: baseUrl as string, key: key as string } : {}),
      ...(siteKey ? { siteKey } : {}),
      ...(values.mapping !== undefined ? { mappingPath: values.mapping } : {}),
      dryRun,
      force: values.force === true,
      concurrency,
      // The human output never lists the items again; the --json summary does.
      keepItems: json,
      ...(io.fetch ? { fetch: io.fetch } : {}),
      onStart: (total) => view?.start(total),
      // Human lines go to stderr; with --json they are left out and stdout carries JSON only.
      onProgress: (p) => {
        if (json) {
          if (!quiet || p.action === 'failed') emit(itemEvent(p));
        } else view?.item(p.action === 'failed', progressLine(p));
      },
    });
  } catch (error) {
    view?.stop();
    if (error instanceof PushStoppedError) {
      const code = error.reason === 'key_refused' ? EXIT.keyRefused : EXIT.unreachable;
      const { created, updated, unchanged } = error.summary;
      if (json)
        emit({
          type: 'error',
          exit_code: code,
          error: error.reason,
          message: error.message,
          ...(error.status ? { status: error.status } : {}),
          address: error.address,
          request: error.request,
          created,
          updated,
          unchanged,
        });
      else io.err(`shop-elements: ${error.message}`);
      return code;
    }
    const message = (error as Error).message;
    if (json) emit({ type: 'error', exit_code: EXIT.failed, error: 'failed', message });
    else io.err(`shop-elements: ${message}`);
    return EXIT.failed;
  }

  view?.stop();
  const code = !summary.valid || summary.failed > 0 ? EXIT.failed : EXIT.done;
  if (json) {
    const { valid, created, updated, unchanged, failed, items, problems, orphans, requests } = summary;
    emit({
      type: 'summary',
      exit_code: code,
      valid,
      dry_run: dryRun,
      categories_looked_up: online,
      created,
      updated,
      unchanged,
      failed,
      items,
      problems,
      orphans,
      requests,
      mapping: dryRun ? null : summary.mappingPath,
    });
    return code;
  }
  if (!summary.valid) {
    io.err(`${file}: ${summary.problems.length} problem${summary.problems.length === 1 ? '' : 's'}; nothing was sent.`);
    for (const problem of summary.problems) io.err(`  ${formatProblem(problem)}`);
    return code;
  }
  if (dryRun && !online) io.err('Category names were not looked up (no --base-url/--key).');
  if (summary.failed > 0) {
    io.err('Failures:');
    for (const problem of summary.problems) io.err(`  ${formatProblem(problem)}`);
  }
  if (summary.orphans.length > 0) {
    const names = summary.orphans.map((o) => `${o.kind === 'content' ? 'contents' : 'products'} "${o.key}"`).join(', ');
    io.err(`Not in the catalog any more (left on the platform; the API has no delete): ${names}`);
  }
  const prefix = dryRun ? 'Dry run (nothing written): ' : '';
  io.out(`${prefix}created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, failed ${summary.failed}`);
  const r = summary.requests;
  if (r && (r.push_backs || r.recovered))
    io.err(
      `The platform pushed back ${r.push_backs ?? 0} time${r.push_backs === 1 ? '' : 's'} (429/503; waited ${((r.waited_ms ?? 0) / 1000).toFixed(1)} s in all, ` +
        `concurrency down to ${r.lowest_limit ?? concurrency} of ${concurrency})` +
        (r.recovered ? `; ${r.recovered} create${r.recovered === 1 ? '' : 's'} whose answer was lost found on the platform, not sent again` : '') +
        '.',
    );
  if (!dryRun && summary.created + summary.updated > 0) io.out(`Mapping: ${summary.mappingPath}`);
  return code;
}

// Run when executed directly (`node --import tsx src/server/cli.ts …`); the bin launcher calls main().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
