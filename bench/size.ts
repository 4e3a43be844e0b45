/**
 * Size figures: min+gzip (level 9) and min+brotli (quality 11) of the built CDN bundle, of its
 * lazily loaded language packs (one per language; a page loads only its language's) and
 * sanitizer chunk, of each element module bundled alone, and of the floor.
 *
 * Element modules are bundled as scripts/size.mjs does (node-resolve for the browser, esbuild,
 * the `minify-literals` plugin, terser with two passes), except that the dynamic import of
 * DOMPurify stays a separate chunk as in dist/: the row is what a page loads with the element;
 * the lazy chunk is reported once. The language packs are left out of the element bundles
 * (external), as they are the same chunks as the CDN bundle's, reported once.
 *
 * The floor is a bundle of only `lit`, `@lit/context`, `zod/mini` and `dompurify`, built here
 * with the same plugins from a generated entry (a virtual module, no file written) that uses each
 * package the way a minimal element would, so that none of them is tree-shaken away: two
 * LitElements with styles, a template with an event listener, `@property` and `@state`
 * decorators; a context provider and a consumer; a zod/mini object schema parse; a DOMPurify
 * sanitize. (TypeScript, compiled with the project's tsconfig like the sources.) A second floor, "whole API", re-exports
 * every export of the four packages (nothing can be dropped), as an upper bound.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { type Plugin, type RollupCache, rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
// @ts-expect-error: a plain .mjs plugin without types.
import minifyLiterals from '../scripts/minify-literals.mjs';

export interface SizeRow {
  name: string;
  /** Bytes, minified. */
  min: number;
  gzip: number;
  brotli: number;
}

export interface SizeResult {
  bundle: SizeRow;
  /** The language packs the bundle loads on demand (dist/cdn/locale-<language>-<hash>.js). */
  locales: (SizeRow & { language: string })[];
  /** bundle + the largest language pack: what a page downloads (each compressed on its own). */
  bundleWithLocale: SizeRow | null;
  sanitizer: SizeRow | null;
  /** The other chunks the bundle can load (directly or through another chunk), element code among them. */
  chunks: SizeRow[];
  /** bundle + every chunk + the sanitizer + the largest pack: all 21 elements (each compressed alone). Reported, not judged. */
  wholeSet: SizeRow;
  /** bundle + sanitizer chunk (each compressed on its own, as served). */
  bundleWithSanitizer: SizeRow | null;
  elements: (SizeRow & { lazy: string[] })[];
  floor: SizeRow;
  floorWholeApi: SizeRow;
  floorEntry: string;
}

export function measure(name: string, code: Buffer | string): SizeRow {
  const buf = Buffer.from(code);
  return {
    name,
    min: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (name: string, a: SizeRow, b: SizeRow): SizeRow => ({
  name,
  min: a.min + b.min,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

const FLOOR_ENTRY = `
import { LitElement, html, css } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createContext, ContextProvider, ContextConsumer } from '@lit/context';
import * as z from 'zod/mini';
import DOMPurify from 'dompurify';

const shopContext = createContext(Symbol('floor'));
const Item = z.object({ id: z.number(), name: z.string(), html: z.optional(z.string()) });

class FloorProvider extends LitElement {
  provider = new ContextProvider(this, { context: shopContext, initialValue: { language: 'en' } });
  render() { return html\`<slot></slot>\`; }
}

class FloorItem extends LitElement {
  static styles = css\`:host { display: block; }\`;
  @property({ type: Object }) data: unknown = null;
  @state() private open = false;
  consumer = new ContextConsumer(this, { context: shopContext, subscribe: true });
  render() {
    const item = Item.parse(this.data);
    const div = document.createElement('div');
    div.innerHTML = DOMPurify.sanitize(item.html ?? '');
    return html\`<h3 @click=\${() => (this.open = !this.open)}>\${item.name}</h3>\${this.open ? div : ''}<p>\${this.consumer.value?.language}</p>\`;
  }
}

customElements.define('floor-provider', FloorProvider);
customElements.define('floor-item', FloorItem);
`;

const FLOOR_WHOLE_API = `
export * from 'lit';
export * from '@lit/context';
export * as z from 'zod/mini';
export { default as DOMPurify } from 'dompurify';
`;

/** A virtual entry module `id` with `code`, resolved as if it were a file in bench/. */
function virtualEntry(id: string, code: string): Plugin {
  const file = resolve('bench', `__${id}__.ts`);
  return {
    name: 'virtual-entry',
    resolveId: (source) => (source === id ? file : null),
    load: (path) => (path === file ? code : null),
  };
}

let cache: RollupCache | undefined;

/** Leaves the language packs (src/i18n/locales/*) out of a bundle. */
const packsExternal: Plugin = {
  name: 'packs-external',
  resolveId: (id, importer) => (/[\\/]i18n[\\/]/.test(importer ?? '') && id.startsWith('./locales/') ? { id, external: true } : null),
};

/** Bundles `input` like scripts/size.mjs; dynamic imports stay separate chunks. */
async function bundle(input: string, extra: Plugin[] = []): Promise<{ entry: Buffer; lazy: { name: string; code: Buffer }[] }> {
  const build = await rollup({
    input,
    cache,
    plugins: [
      ...extra,
      packsExternal,
      nodeResolve({ browser: true }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      minifyLiterals(),
      terser({ module: true, ecma: 2022, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn: () => {},
  });
  cache = build.cache;
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry)!;
  const lazy = chunks.filter((c) => !c.isEntry).map((c) => ({ name: c.name, code: Buffer.from(c.code) }));
  return { entry: Buffer.from(entry.code), lazy };
}

export async function measureSizes(log: (line: string) => void): Promise<SizeResult> {
  const bundlePath = 'dist/shop-elements.js';
  if (!existsSync(bundlePath)) throw new Error('dist/shop-elements.js is missing: run `npm run build` (or `npx rollup -c rollup.config.mjs`).');
  const main = readFileSync(bundlePath);
  const bundleRow = measure('dist/shop-elements.js', main);

  // The chunks the bundle can load (dist/cdn may hold older ones): every relative address of a
  // .js file in the bundle, then in those files, and so on.
  const imported: string[] = [];
  const queue = ['shop-elements.js'];
  while (queue.length) {
    const from = queue.shift()!;
    const code = readFileSync(join('dist', from), 'utf8');
    for (const m of code.matchAll(/["'](\.\.?\/[^"']+\.js)["']/g)) {
      const p = join(dirname(from), m[1]!).replace(/\\/g, '/');
      if (p === 'shop-elements.js' || imported.includes(p) || !existsSync(join('dist', p))) continue;
      imported.push(p);
      queue.push(p);
    }
  }
  // The language packs: the core imports them by an address it computes (scripts/locale-packs.mjs),
  // `cdn/locale-<language>-<part>-<hash>.js`, with the hash of the build's other files.
  const hash = /-([\w-]{6})\.js$/.exec(imported[0] ?? '')?.[1];
  if (hash)
    imported.push(
      ...readdirSync('dist/cdn')
        .filter((f) => f.startsWith('locale-') && f.endsWith(`-${hash}.js`))
        .map((f) => `cdn/${f}`),
    );
  const locales = imported
    .map((p) => ({ p, language: /(^|\/)locale-(\w+)-/.exec(p)?.[2] }))
    .filter((l): l is { p: string; language: string } => !!l.language)
    .map(({ p, language }) => ({ ...measure(`dist/${p} (${language} strings)`, readFileSync(join('dist', p))), language }));
  if (!locales.length) log('size: no language pack (dist/cdn/locale-*.js) is imported by dist/shop-elements.js');
  const largest = locales.reduce<(typeof locales)[number] | null>((a, l) => (!a || l.gzip > a.gzip ? l : a), null);
  const chunkPath = imported.find((p) => /(^|\/)purify/.test(p));
  const sanitizer = chunkPath ? measure(`dist/${chunkPath}`, readFileSync(join('dist', chunkPath))) : null;
  if (!sanitizer) log('size: no sanitizer chunk (purify) is imported by dist/shop-elements.js');
  const chunks = imported.filter((p) => p !== chunkPath && !/(^|\/)locale-/.test(p)).map((p) => measure(`dist/${p}`, readFileSync(join('dist', p))));

  const elements: SizeResult['elements'] = [];
  const names = readdirSync('src/elements')
    .filter((n) => existsSync(`src/elements/${n}/${n}.ts`))
    .sort();
  for (const name of names) {
    log(`size: bundling ${name}`);
    const { entry, lazy } = await bundle(`src/elements/${name}/${name}.ts`);
    elements.push({ ...measure(`${name} (alone)`, entry), lazy: lazy.map((l) => l.name) });
  }

  log('size: bundling the floor');
  const floor = measure('floor: lit + @lit/context + zod/mini + dompurify', (await bundle('floor-entry', [virtualEntry('floor-entry', FLOOR_ENTRY)])).entry);
  const whole = await bundle('floor-whole', [virtualEntry('floor-whole', FLOOR_WHOLE_API)]);
  const floorWholeApi = measure('floor, whole API of the four', Buffer.concat([whole.entry, ...whole.lazy.map((l) => l.code)]));

  return {
    bundle: bundleRow,
    locales,
    bundleWithLocale: largest ? sum(`dist/shop-elements.js + ${largest.language} strings (largest pack)`, bundleRow, largest) : null,
    sanitizer,
    chunks,
    wholeSet: [...chunks, ...(sanitizer ? [sanitizer] : []), ...(largest ? [largest] : [])].reduce(
      (a, b) => sum('whole set: main + every chunk + sanitizer + largest pack', a, b),
      { ...bundleRow, name: 'whole set' },
    ),
    bundleWithSanitizer: sanitizer ? sum('dist/shop-elements.js + sanitizer chunk', bundleRow, sanitizer) : null,
    elements,
    floor,
    floorWholeApi,
    floorEntry: FLOOR_ENTRY.trim(),
  };
}
