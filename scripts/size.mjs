// `npm run size`: min+gzip (and min+brotli) of the CDN core dist/shop-elements.js, of each group
// chunk it loads when their tags appear (dist/cdn/<group>-<hash>.js, with the shared chunks it
// imports at the same time), of each language pack (dist/cdn/locale-<language>-<hash>.js), and of
// each element module bundled on its own with its dependencies, language packs excluded (what a
// bundler user pays for that element alone, plus one pack). Then what each demo page (demo/*.html)
// downloads: the core, the chunks of the tags it holds (and the reader chunks its elements load),
// and the largest language pack (each file compressed on its own, as served). Budgets: the catalog
// page (bench/pages/catalog.html: the elements the performance issue names) ≤ 36 KB and every demo
// page ≤ 42 KB (demo/index.html too: it adds the lists' opt-in features). SIZE_PAGES_ONLY=1 skips
// the elements bundled alone (quicker). An estimate from the pages' tags; `npm run bench` measures
// what Chromium downloads.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from './minify-literals.mjs';
import { partsOfTag } from '../src/i18n/i18n.ts';

const CATALOG_BUDGET_KB = 36;
const PAGE_BUDGET_KB = 42;
const kb = (n) => (n / 1024).toFixed(1);

// The language packs stay out of the element bundles (they are separate chunks, reported once).
const packsExternal = {
  name: 'packs-external',
  resolveId: (id, importer) => (/[\\/]i18n[\\/]/.test(importer ?? '') && /^\.\/locales\//.test(id) ? { id, external: true } : null),
};

async function bundle(input) {
  const build = await rollup({
    input,
    plugins: [
      packsExternal,
      nodeResolve({ browser: true }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      minifyLiterals(),
      terser({ module: true, ecma: 2022, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  await build.close();
  return Buffer.from(output[0].code);
}

function row(name, code) {
  return { name, min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length };
}

if (!existsSync('dist/shop-elements.js')) {
  console.error('dist/shop-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}
const main = readFileSync('dist/shop-elements.js');
// The manifest the build writes (scripts/cdn-chunks.mjs): the core, and the files of each tag not in it.
const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8'));
const file = (address) => address.replace(/^\.\//, '');
const core = readFileSync(`dist/${file(manifest.core)}`);
const rows = [row('dist/shop-elements.js (the loader)', main), row(`dist/${file(manifest.core)} (core: storefront, cart count, login)`, core)];
// The groups: tags that need the same files.
const groupsByFiles = new Map();
for (const [tag, files] of Object.entries(manifest.tags)) {
  const key = files.join(' ');
  const group = groupsByFiles.get(key) ?? groupsByFiles.set(key, { name: file(files[0]), tags: [], files: files.map(file) }).get(key);
  group.tags.push(tag);
}
const groups = [...groupsByFiles.values()];
if (groups.length === 0) throw new Error('size.mjs: dist/cdn/manifest.json names no tag');
const fileRows = new Map();
const fileRow = (file) => fileRows.get(file) ?? fileRows.set(file, row(`dist/${file}`, readFileSync(`dist/${file}`))).get(file);
for (const g of groups) {
  rows.push({ ...fileRow(g.files[0]), name: `dist/${g.files[0]} (${g.tags.join(', ')})` });
  for (const f of g.files.slice(1)) rows.push({ ...fileRow(f), name: `  + dist/${f} (shared, loaded with it)` });
}
// Readers the client loads on first use that are chunks of their own (rollup.config.mjs, LAZY_READERS),
// with the tags whose elements read them when a demo page is shown (a content list reads the
// details of its dated contents).
const READER_TAGS = { 'content-detail': ['shop-content-detail', 'shop-content-list', 'shop-add-to-cart'] };
const readerChunks = Object.entries(READER_TAGS).map(([name, tags]) => {
  const file = new RegExp(`import\\("\\./(${name}-[\\w-]+\\.js)"\\)`).exec(core.toString('utf8'))?.[1]?.replace(/^/, 'cdn/');
  if (!file) throw new Error(`size.mjs: the core imports no cdn/${name}-*.js (has rollup.config.mjs's LAZY_READERS changed?)`);
  rows.push({ ...fileRow(file), name: `dist/${file} (reader, loaded by ${tags.join(', ')})` });
  return { file, tags };
});
// The language parts of this build: `cdn/locale-<language>-<part>-<hash>.js`, with the hash of
// the chunks the core names (the core computes the packs' addresses: scripts/locale-packs.mjs).
const hash = manifest.hash;
const packs = readdirSync('dist/cdn')
  .map((f) => new RegExp(`^locale-(\\w+)-(\\w+)-${hash}\\.js$`).exec(f))
  .filter((m) => m !== null)
  .map(([file, language, part]) => ({ language, part, ...row(`dist/cdn/${file} (${language} strings, ${part})`, readFileSync(`dist/cdn/${file}`)) }));
rows.push(...packs);
const elements = readdirSync('src/elements')
  .filter((n) => existsSync(`src/elements/${n}/${n}.ts`))
  .sort();
if (!process.env.SIZE_PAGES_ONLY) for (const name of elements) rows.push(row(`elements/${name}.js (alone)`, await bundle(`src/elements/${name}/${name}.ts`)));

const languages = [...new Set(packs.map((p) => p.language))];
const CATALOG_PAGE = 'bench/pages/catalog.html';
const pages = [
  CATALOG_PAGE,
  ...readdirSync('demo')
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => `demo/${f}`),
].map((f) => {
  const tags = new Set([...readFileSync(f, 'utf8').matchAll(/<(shop-[a-z-]+)/g)].map((m) => m[1]));
  const used = groups.filter((g) => g.tags.some((t) => tags.has(t)));
  const files = new Set([...used.flatMap((g) => g.files), ...readerChunks.filter((r) => r.tags.some((t) => tags.has(t))).map((r) => r.file)]);
  const parts = new Set([...tags].flatMap((tag) => [...partsOfTag(tag)]));
  // The language whose parts weigh most on this page.
  const strings = languages
    .map((language) => packs.filter((p) => p.language === language && parts.has(p.part)))
    .reduce((a, list) => (list.reduce((t, p) => t + p.gzip, 0) > a.reduce((t, p) => t + p.gzip, 0) ? list : a), []);
  const gzip = rows[0].gzip + rows[1].gzip + [...files].reduce((a, x) => a + fileRow(x).gzip, 0) + strings.reduce((a, p) => a + p.gzip, 0);
  return {
    name: f,
    files: files.size + 2 + strings.length,
    gzip,
    budget: f === CATALOG_PAGE ? CATALOG_BUDGET_KB : PAGE_BUDGET_KB,
    language: strings[0]?.language,
  };
});

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'module'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'brotli KB'.padStart(9)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${kb(r.min).padStart(8)}  ${kb(r.gzip).padStart(8)}  ${kb(r.brotli).padStart(9)}`);
console.log(
  `\nwhat each demo page downloads: the core, the chunks of its tags, the language parts of its groups in the language where they weigh most; gzip each file alone`,
);
let over = 0;
for (const p of pages) {
  const kbs = p.gzip / 1024;
  const ok = kbs <= p.budget;
  if (!ok) over++;
  console.log(
    `${p.name.padEnd(28)} ${String(p.files).padStart(2)} files  ${kbs.toFixed(1).padStart(5)} KB  ≤ ${p.budget} KB ${ok ? 'OK' : 'OVER BUDGET'}  (${p.language} strings)`,
  );
}
if (over) process.exitCode = 1;
