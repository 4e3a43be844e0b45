// `npm run size`: min+gzip (and min+brotli) of dist/shop-elements.js and of each element
// module bundled on its own with its dependencies (what a page pays for that element alone).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from './minify-literals.mjs';

const BUDGET_KB = 45;
const kb = (n) => (n / 1024).toFixed(1);

async function bundle(input) {
  const build = await rollup({
    input,
    plugins: [nodeResolve({ browser: true }), esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }), minifyLiterals(), terser({ module: true, ecma: 2022, compress: { passes: 2 }, format: { comments: false } })],
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
const rows = [row('dist/shop-elements.js (all elements)', readFileSync('dist/shop-elements.js'))];
const elements = readdirSync('src/elements').filter((n) => existsSync(`src/elements/${n}/${n}.ts`)).sort();
for (const name of elements) rows.push(row(`elements/${name}.js (alone)`, await bundle(`src/elements/${name}/${name}.ts`)));

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'module'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'brotli KB'.padStart(9)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${kb(r.min).padStart(8)}  ${kb(r.gzip).padStart(8)}  ${kb(r.brotli).padStart(9)}`);
const total = rows[0].gzip / 1024;
console.log(`\nbudget: whole bundle ≤ ${BUDGET_KB} KB min+gzip: ${total.toFixed(1)} KB ${total <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
if (total > BUDGET_KB) process.exitCode = 1;
