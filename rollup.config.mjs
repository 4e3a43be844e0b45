// Builds three things from src/:
//  1. dist/shop-elements.js: one minified ES module with every element and its dependencies,
//     for a CDN <script type="module">.
//  2. dist/index.js and dist/elements/<tag>.js: the npm entries. Dependencies (lit, zod,
//     dompurify…) stay external so that an app bundler de-duplicates them; shared code goes
//     to dist/chunks/.
//  3. dist/server.js: the Node-only seller toolkit (when src/server exists).
import { existsSync, readdirSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from './scripts/minify-literals.mjs';

const elementNames = readdirSync('src/elements', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/elements/${d.name}/${d.name}.ts`))
  .map((d) => d.name)
  .sort();

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('package.json', 'utf8')));
const external = [...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** `locale-` for the chunk of a language pack (src/i18n/locales/<language>.ts), else ''. */
const localeChunk = (chunk) => (/[\\/]i18n[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locale-' : '');

const terserOptions = {
  ecma: 2022,
  module: true,
  compress: { passes: 2 },
  format: { comments: false },
};

/** @type {import('rollup').RollupOptions[]} */
const configs = [
  {
    input: 'src/index.ts',
    output: {
      dir: 'dist',
      entryFileNames: 'shop-elements.js',
      // Split off and loaded on demand: the language packs (cdn/locale-ko-[hash].js…; a page loads
      // one) and the DOMPurify fallback (browsers without Element.setHTML).
      chunkFileNames: (chunk) => `cdn/${localeChunk(chunk)}[name]-[hash].js`,
      format: 'es',
      sourcemap: true,
    },
    plugins: [nodeResolve({ browser: true }), ts(), minifyLiterals(), terser(terserOptions)],
  },
  {
    input: {
      index: 'src/index.ts',
      ...Object.fromEntries(elementNames.map((n) => [`elements/${n}`, `src/elements/${n}/${n}.ts`])),
    },
    external: isExternal,
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      chunkFileNames: (chunk) => `chunks/${localeChunk(chunk)}[name]-[hash].js`,
    },
    plugins: [nodeResolve({ browser: true }), ts()],
  },
];

if (existsSync('src/server/index.ts')) {
  // The seller-server toolkit and the `shop-elements` command: Node only.
  configs.push({
    input: { server: 'src/server/index.ts', cli: 'src/server/cli.ts' },
    external: (id) => isExternal(id) || id.startsWith('node:'),
    output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/server-[name]-[hash].js' },
    plugins: [nodeResolve({ preferBuiltins: true }), ts()],
  });
}

export default configs;
