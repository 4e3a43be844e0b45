// `npm run size`: min+gzip (and min+brotli) of dist/shop-elements.js, of each language pack
// chunk it loads on demand (dist/cdn/locale-<language>-<hash>.js), and of each element module
// bundled on its own with its dependencies, language packs excluded (what a page pays for that
// element alone, plus one pack). A page downloads the main bundle and the pack of its language:
// the budget is judged on the main bundle + the largest pack (each compressed on its own, as served).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from './minify-literals.mjs';

const BUDGET_KB = 45;
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
const rows = [row('dist/shop-elements.js (all elements)', main)];
// The packs the bundle actually imports (dist/cdn may hold older ones).
const packs = [...main.toString('utf8').matchAll(/["']\.\/(cdn\/locale-(\w+)-[^"']+\.js)["']/g)].map((m) => ({
  language: m[2],
  ...row(`dist/${m[1]} (${m[2]} strings)`, readFileSync(`dist/${m[1]}`)),
}));
rows.push(...packs);
const sum = (name, a, b) => ({ name, min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
for (const p of packs) rows.push(sum(`main + ${p.language} strings (a page in ${p.language} downloads both)`, rows[0], p));
const elements = readdirSync('src/elements')
  .filter((n) => existsSync(`src/elements/${n}/${n}.ts`))
  .sort();
for (const name of elements) rows.push(row(`elements/${name}.js (alone)`, await bundle(`src/elements/${name}/${name}.ts`)));

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'module'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'brotli KB'.padStart(9)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${kb(r.min).padStart(8)}  ${kb(r.gzip).padStart(8)}  ${kb(r.brotli).padStart(9)}`);
const largest = packs.reduce((a, p) => (!a || p.gzip > a.gzip ? p : a), null);
const total = (rows[0].gzip + (largest?.gzip ?? 0)) / 1024;
const judged = largest
  ? `main bundle + the largest language pack (${largest.language}; a page loads only its language's)`
  : 'main bundle (no language pack found)';
console.log(`\nbudget: what a page downloads, ${judged} ≤ ${BUDGET_KB} KB min+gzip: ${total.toFixed(1)} KB ${total <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
if (total > BUDGET_KB) process.exitCode = 1;
