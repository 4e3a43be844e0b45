/**
 * What the packed-package tests share (pack.test.ts, frameworks.test.ts): the repository, the
 * tarball (packed from a fresh build, or PACK_TARBALL), commands that never throw, and temp
 * projects that cannot resolve anything from the repository's own node_modules.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** PACK_TARBALL=<path of a .tgz> tests that tarball instead of packing the repo (a release candidate). */
export const GIVEN_TARBALL = process.env.PACK_TARBALL ? resolve(process.env.PACK_TARBALL) : undefined;
/** PACK_KEEP=1 keeps the temp projects (their path is printed) for a look after a failure. */
export const KEEP = process.env.PACK_KEEP === '1';

export interface RunResult {
  ok: boolean;
  /** stdout and stderr together, in order. */
  output: string;
  stdout: string;
  ms: number;
}

/** Runs a command; never throws: the exit code and output are the result. */
export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunResult> {
  const start = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => ((output += d.toString()), (stdout += d.toString())));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e) => done({ ok: false, output: `${output}\n${e.message}`, stdout, ms: Date.now() - start }));
    child.on('close', (code) => done({ ok: code === 0, output, stdout, ms: Date.now() - start }));
  });
}

/** Runs a command and gives its stdout; throws with the whole output when it fails. */
export async function mustRun(cmd: string, args: string[], cwd: string): Promise<string> {
  const r = await run(cmd, args, cwd);
  if (!r.ok) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${r.output}`);
  return r.stdout;
}

/** Without PACK_TARBALL: `dist/` must exist (`file`, relative to the repo) and be newer than every file of `src/`. */
export function assertFreshBuild(file: string): void {
  if (GIVEN_TARBALL) return;
  assert.ok(existsSync(join(REPO, file)), 'dist/ is missing: run `npm run build` first (npm test does)');
  const newestSrc = Math.max(...readdirSync(join(REPO, 'src'), { recursive: true }).map((f) => statSync(join(REPO, 'src', String(f))).mtimeMs));
  assert.ok(statSync(join(REPO, 'dist/index.js')).mtimeMs >= newestSrc, 'dist/ is older than src/: run `npm run build` first (npm test does)');
}

/** A new temp folder outside the repository with no node_modules in any folder above it. */
export function tempOutsideRepo(prefix: string): string {
  const temp = mkdtempSync(join(tmpdir(), prefix));
  for (let dir = dirname(temp); dir !== dirname(dir); dir = dirname(dir)) {
    assert.ok(!existsSync(join(dir, 'node_modules')), `${dir}/node_modules exists above the temp projects: packages could resolve from it`);
  }
  assert.ok(!temp.startsWith(REPO + sep), 'the temp projects must be outside the repo');
  if (KEEP) console.log(`temp projects kept in ${temp}`);
  return temp;
}

/** The tarball to install: PACK_TARBALL, else `npm pack` of the repository into `dir`. */
export async function tarball(dir: string): Promise<string> {
  if (GIVEN_TARBALL) return GIVEN_TARBALL;
  const out = await mustRun('npm', ['pack', '--json', '--pack-destination', dir], REPO);
  // (Lifecycle scripts may print before the JSON.)
  const packed = JSON.parse(out.slice(out.indexOf('['))) as Array<{ filename: string }>;
  return join(dir, packed[0]!.filename);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * A built single-page app on http://localhost:`port` (0: any free port): a file of `root` when
 * there is one, else index.html for every route (a path with no file extension); 404 for a
 * missing asset. For the framework examples (./frameworks.test.ts) and the host apps (../hosts/).
 */
export function serveSpa(root: string, port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (file !== root && !file.startsWith(root + sep)) return void res.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) {
      if (extname(path) !== '') return void res.writeHead(404).end('not found');
      file = join(root, 'index.html');
    }
    if (!existsSync(file)) return void res.writeHead(404).end('not built');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, 'localhost', () => done(server)));
}
