/// <reference types="node" />
/**
 * The `shop-elements` command (package `bin`, launcher bin/shop-elements.mjs → dist/cli.js).
 *
 *   shop-elements catalog push <file> [--base-url URL] [--key KEY] [--site-key KEY]
 *                                     [--mapping FILE] [--dry-run] [--force] [--quiet]
 *
 * The key may come from SHOP_SERVER_KEY, the base URL from SHOP_BASE_URL and the site key from
 * SHOP_SITE_KEY. Exit status: 0 done, 1 invalid file or failed items, 2 wrong usage, 3 the platform
 * refused the key (401/403), 4 the platform could not be reached.
 * Development: `node --import tsx src/server/cli.ts catalog push …`.
 */
import { pathToFileURL } from 'node:url';
import { formatProblem } from './catalog-file.js';
import { pushCatalogFile } from './push-file.js';
import { type PushProgress, PushStoppedError } from './push.js';

export const USAGE = `Usage: shop-elements catalog push <file> [options]

Pushes a catalog file (JSON; see docs/sellers.md) to the platform's server catalog API:
checks every item first, finds category ids by name, creates new items and updates known
ones, and keeps their ids in a mapping file beside the catalog (<file>.mapping.json).

Options:
  --base-url URL   platform base URL (or env SHOP_BASE_URL)
  --key KEY        server private API key (or env SHOP_SERVER_KEY)
  --site-key KEY   public storefront key naming the site (or env SHOP_SITE_KEY; optional)
  --mapping FILE   mapping file (default: beside the catalog)
  --dry-run        check the file and show what would be done; write nothing
  --force          send every item, even those unchanged since the last push
  --quiet          no progress lines
  -h, --help       this text

Exit status:
  0  done
  1  invalid catalog file (nothing was sent), or some items failed
  2  wrong usage
  3  the platform refused the key (401/403): it is wrong, or belongs to another site
  4  the platform could not be reached (connection refused, unknown host, timeout)
`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** A fetch to use instead of the global one (tests). */
  fetch?: (request: Request) => Promise<Response>;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
};

const FLAGS = new Set(['--dry-run', '--force', '--quiet', '--help', '-h']);
const VALUES = new Set(['--base-url', '--key', '--site-key', '--mapping']);

function parseArgs(argv: string[]): { positional: string[]; flags: Set<string>; values: Map<string, string> } | string {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (FLAGS.has(name)) flags.add(name);
    else if (VALUES.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) return `${name} needs a value`;
      values.set(name, value);
    } else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  return { positional, flags, values };
}

function progressLine(p: PushProgress): string {
  const width = String(p.total).length;
  const verb = p.dryRun && p.action !== 'unchanged' && p.action !== 'failed' ? `would be ${p.action}` : p.action;
  const id = p.id ? ` (${p.kind === 'content' ? 'content_id' : 'product_id'} ${p.id})` : '';
  return `[${String(p.index).padStart(width)}/${p.total}] ${p.kind} ${p.key}: ${verb}${id}${p.message ? ` — ${p.message}` : ''}`;
}

/** Runs the command; resolves to the exit status. */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(`shop-elements: ${args}\n\n${USAGE}`);
    return 2;
  }
  if (args.flags.has('--help') || args.flags.has('-h')) {
    io.out(USAGE);
    return 0;
  }
  const [group, command, file, ...extra] = args.positional;
  if (group !== 'catalog' || command !== 'push' || !file || extra.length > 0) {
    io.err(`shop-elements: expected "catalog push <file>"\n\n${USAGE}`);
    return 2;
  }
  const baseUrl = args.values.get('--base-url') ?? io.env.SHOP_BASE_URL;
  const key = args.values.get('--key') ?? io.env.SHOP_SERVER_KEY;
  const siteKey = args.values.get('--site-key') ?? io.env.SHOP_SITE_KEY;
  const dryRun = args.flags.has('--dry-run');
  if (!dryRun && (!baseUrl || !key)) {
    io.err(`shop-elements: ${!baseUrl ? '--base-url (or SHOP_BASE_URL)' : '--key (or SHOP_SERVER_KEY)'} is required\n\n${USAGE}`);
    return 2;
  }
  const quiet = args.flags.has('--quiet');
  let summary;
  try {
    summary = await pushCatalogFile(file, {
      ...(baseUrl && key ? { baseUrl, key } : {}),
      ...(siteKey ? { siteKey } : {}),
      ...(args.values.has('--mapping') ? { mappingPath: args.values.get('--mapping') as string } : {}),
      dryRun,
      force: args.flags.has('--force'),
      ...(io.fetch ? { fetch: io.fetch } : {}),
      onProgress: (p) => {
        if (!quiet || p.action === 'failed') io.err(progressLine(p));
      },
    });
  } catch (error) {
    io.err(`shop-elements: ${(error as Error).message}`);
    if (error instanceof PushStoppedError) return error.reason === 'key_refused' ? 3 : 4;
    return 1;
  }
  if (!summary.valid) {
    io.err(`${file}: ${summary.problems.length} problem${summary.problems.length === 1 ? '' : 's'}; nothing was sent.`);
    for (const problem of summary.problems) io.err(`  ${formatProblem(problem)}`);
    return 1;
  }
  if (dryRun && !(baseUrl && key)) io.err('Category names were not looked up (no --base-url/--key).');
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
  if (!dryRun && summary.created + summary.updated > 0) io.out(`Mapping: ${summary.mappingPath}`);
  return summary.failed > 0 ? 1 : 0;
}

// Run when executed directly (`node --import tsx src/server/cli.ts …`); the bin launcher calls main().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
