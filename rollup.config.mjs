// Builds three things from src/:
//  1. The CDN bundle: dist/shop-elements.js, the page's <script type="module">, a loader
//     (src/cdn/loader.ts) that sends the page's first reads and imports, all at once, the core
//     dist/cdn/core-<hash>.js (src/cdn/index.ts: Lit, client, state, shared UI, the header's
//     elements) and the group chunks dist/cdn/<group>-<hash>.js (src/cdn/groups/<group>.ts) of
//     the page's tags, with their language parts; scripts/cdn-chunks.mjs writes the manifest of
//     which files each tag needs, from which the loader is built.
//  2. The npm entries: dist/index.js (every element), dist/elements/<tag>.js (one element and
//     <shop-storefront>; sources in src/define/) and dist/client.js (the API client, no element).
//     Dependencies (lit, zod, dompurify…) stay external so that an app bundler de-duplicates them;
//     shared code goes to dist/chunks/. Every customElements.define call sits in an entry file
//     (package.json `sideEffects` lists them); the chunks have no top-level side effects.
//  3. dist/server.js: the Node-only seller toolkit (when src/server exists), and
//     dist/server-browser.js, what a browser build of `shop-elements/server` resolves to: it
//     fails that build with a message saying why.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from './scripts/minify-literals.mjs';
import cdnChunks, { cdnManifestModule } from './scripts/cdn-chunks.mjs';
import localePacks from './scripts/locale-packs.mjs';

/** The CDN's element groups: src/cdn/groups/<group>.ts. */
const cdnGroups = readdirSync('src/cdn/groups')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

const elementNames = readdirSync('src/define')
  .filter((f) => /^shop-[a-z-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3))
  .sort();

// Every build starts from an empty dist/ (no stale chunk can be packed).
rmSync('dist', { recursive: true, force: true });

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('package.json', 'utf8')));
const external = [...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * The version of the CDN files, in every chunk's name (`cdn/catalog-<BUILD_HASH>.js`): 6 characters
 * of a hash of everything the bundle is made from (the sources, the lock file, this file and the
 * build's plugins), so that a page never mixes chunks of two builds (a cached core asks for names
 * a newer build does not have, and fails loudly), and two builds of the same sources give the same
 * files. One hash for all, not one per chunk: the core names about 60 files, and a hash repeated
 * compresses to a few bits where 60 different ones cost every page 0.34 KB gzip.
 */
const hashOf = (text) => createHash('sha256').update(text).digest('base64url');
const BUILD_HASH = hashOf(
  [
    'package-lock.json',
    'rollup.config.mjs',
    'scripts/cdn-chunks.mjs',
    'scripts/minify-literals.mjs',
    'scripts/locale-packs.mjs',
    ...readdirSync('src', { recursive: true }).map((f) => `src/${f}`),
  ]
    .filter((f) => /\.(ts|mjs|json)$/.test(f))
    .sort()
    .map((f) => `${f}\0${readFileSync(f, 'utf8')}`)
    .join('\0'),
).slice(0, 6);
/** Shared chunks are numbered in the order Rollup names them (the same in every build of the same sources): `shared-1`… */
const sharedNumbers = new Map();
const sharedNumber = (name) => sharedNumbers.get(name) ?? sharedNumbers.set(name, sharedNumbers.size + 1).get(name);

/** The name of a chunk: `locale-<language>-<part>` for a language pack's part (src/i18n/locales/<language>/<part>.ts). */
const chunkName = (chunk) => {
  const m = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
  return m ? `locale-${m[1]}-${m[2]}` : chunk.name;
};

const terserOptions = {
  ecma: 2022,
  module: true,
  compress: { passes: 2 },
  // ASCII only: V8 keeps a script's source in memory, as two bytes per character once one character is not Latin-1 (★, …).
  format: { comments: false, ascii_only: true },
};

/**
 * dist/server-browser.js (package.json: `exports["./server"].browser`): an import that no bundler
 * can resolve, whose specifier is the explanation, so that a browser build of
 * `shop-elements/server` fails and says why (the toolkit carries the server private key).
 */
function serverBrowserStub() {
  return {
    name: 'server-browser-stub',
    generateBundle(_options, bundle) {
      // The same names as dist/server.js, so that a named import (`import { CatalogAdminClient }`)
      // reaches the failing import below instead of a "missing export" error that says nothing.
      const names = bundle['server.js']?.exports ?? [];
      this.emitFile({
        type: 'asset',
        fileName: 'server-browser.js',
        source: `// shop-elements/server is for Node.js only. A browser bundle resolves it here, and fails.
import '[shop-elements] shop-elements/server runs on Node.js only: it holds the seller server private key, which must never reach a browser. Import it from server code (Node), never from browser code.';
${names.map((name) => `export const ${name} = undefined;`).join('\n')}
throw new Error('shop-elements/server runs on Node.js only.');
`,
      });
    },
  };
}

const GROUP = /[\\/]src[\\/]cdn[\\/]groups[\\/]([\w-]+)\.ts$/;
/**
 * The readers the client loads on first use (src/api/client.ts), and its calls loaded on first use
 * (`calls/…`: src/api/calls/), with the groups whose elements make those calls: a reader of one group goes in its chunk, of several in their shared chunk (loaded
 * with each of them). The content detail's is its own group (a chunk of its own): a content list
 * (catalog chunk) reads details too, and must not download the content group for them.
 */
const LAZY_READERS = {
  order: ['checkout'],
  board: ['boards'],
  buyer: ['account', 'order', 'viewer'],
  'product-detail': ['cart', 'product'],
  'content-detail': ['content-detail'],
  'content-list': ['contents'],
  'cart-preview': ['buy'],
  // The client's calls loaded on first use (src/api/calls/), beside their readers.
  'calls/orders': ['checkout'],
  'calls/buyer': ['account', 'order', 'viewer'],
  'calls/boards': ['boards'],
};

/**
 * The views that an element of the core imports when it is first used, and the group whose chunk
 * holds each: `<shop-cart-drawer>` shows a `<shop-cart>` once opened, so its view is in the `cart`
 * chunk (no chunk of its own: the cart's code is loaded with it anyway).
 */
const LAZY_VIEWS = {
  'src/elements/shop-cart-drawer/drawer-view.ts': 'cart',
};

/**
 * Where each module of the CDN bundle goes: the core (`core`, with the entry) keeps what it imports itself; every other
 * module goes to the chunk of the groups that use it (`cart`; `shared-boards-detail` for code
 * groups share), counting the lazily loaded readers as used by the group whose elements make their calls,
 * so that a reader is in its group's chunk (no answer waits on one more file).
 */
function cdnManualChunks(id, { getModuleInfo }) {
  // A language pack's part: a chunk of its own, emitted by scripts/locale-packs.mjs.
  if (/[\\/]i18n[\\/]locales[\\/]\w+[\\/]\w+\.ts$/.test(id) && getModuleInfo(id)?.isEntry) return undefined;
  const groups = new Set();
  const seen = new Set();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    const info = getModuleInfo(current);
    const group = GROUP.exec(current)?.[1];
    if (group) {
      groups.add(group);
      continue;
    }
    if (!info || info.isEntry) return 'core';
    const reader = /[\\/]src[\\/]api[\\/](?:readers[\\/]([\w-]+)|(calls[\\/][\w-]+))\.ts$/.exec(current)?.slice(1).find(Boolean)?.replace('\\', '/');
    if (reader && LAZY_READERS[reader]) {
      // A value imported from such a reader would tie it to its importer's chunk (the other
      // groups would download that chunk on their first read): import its types only.
      if (info.importers.length > 0)
        throw new Error(
          `cdnManualChunks: src/api/${reader.startsWith('calls/') ? '' : 'readers/'}${reader}.ts is loaded on first use (LAZY_READERS), but ${info.importers.map((i) => relative('.', i)).join(', ')} imports a value from it`,
        );
      for (const group of LAZY_READERS[reader]) groups.add(group);
      continue;
    }
    // The view of a core element, loaded when it is first used: in the chunk of the group whose elements it shows.
    const view = Object.entries(LAZY_VIEWS).find(([path]) => current.endsWith(path))?.[1];
    if (view) {
      groups.add(view);
      continue;
    }
    // Loaded on its own (a language part, the DOMPurify fallback, the item template renderer): its
    // own chunk. Above the module placed, such an importer adds no group: what else imports the
    // module decides (a module only such chunks import is left to Rollup, which puts it in theirs).
    if (info.importers.length === 0) {
      if (current === id) return undefined;
      continue;
    }
    stack.push(...info.importers);
  }
  if (groups.size === 0) return undefined;
  // Code the catalog shares with other groups (cards, pager, list filters…) stays in the core: every
  // demo page but the catalog's already downloads one group chunk, and one more shared file per
  // page would cost more than these bytes.
  // The content list's group extends the catalog's list base, and the sort control sorts a list: code
  // only such a group and the catalog use is the catalog chunk's (a page with a content list or a
  // sort control loads both), and counts as the catalog's beside other groups.
  for (const withList of ['contents', 'sort']) if (groups.has(withList) && groups.has('catalog')) groups.delete(withList);
  if (groups.has('catalog') && groups.size > 1) return 'core';
  return groups.size === 1 ? [...groups][0] : `shared-${[...groups].sort().join('-')}`;
}

/** The CDN manifest (which files each tag needs), made by the core's build and read by the loader's (scripts/cdn-chunks.mjs). */
const manifest = {};
/** The core's file in dist/. */
const CORE_FILE = `cdn/core-${BUILD_HASH}.js`;

/** @type {import('rollup').RollupOptions[]} */
const configs = [
  {
    // The core, and each group of elements (src/cdn/groups/<group>.ts: one import line per element).
    input: { core: 'src/cdn/index.ts', ...Object.fromEntries(cdnGroups.map((g) => [g, `src/cdn/groups/${g}.ts`])) },
    // The core keeps what the group chunks take from it among its exports: else Rollup moves the
    // shared code to a chunk of its own, one more request before anything works.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      // The core and every chunk carry the build's hash: the loader (dist/shop-elements.js) is the
      // one file a page names, and the chunks import the core by its address (a `?ver=` on the
      // script tag is never carried into a chunk's import, so no page runs two cores).
      entryFileNames: (chunk) => (chunk.name === 'core' ? CORE_FILE : `cdn/${chunk.name}-${BUILD_HASH}.js`),
      // Split off and loaded on demand: the element groups (cdn/cart-<BUILD_HASH>.js…) and the code they
      // share, the language packs (cdn/locale-ko-core-<BUILD_HASH>.js…; a page loads its language's parts) and the DOMPurify
      // fallback (browsers without Element.setHTML).
      chunkFileNames: (chunk) => `cdn/${chunk.name.startsWith('shared-') ? `shared-${sharedNumber(chunk.name)}` : chunkName(chunk)}-${BUILD_HASH}.js`,
      format: 'es',
      // Maps beside the files (cdn/<file>.js.map), but no `//# sourceMappingURL` comment in them
      // (README, "Debugging": how to attach them in DevTools).
      sourcemap: 'hidden',
      manualChunks: cdnManualChunks,
    },
    plugins: [
      nodeResolve({ browser: true, ignoreSideEffectsForRoot: true }),
      ts(),
      minifyLiterals(),
      terser(terserOptions),
      localePacks({ hash: BUILD_HASH }),
      cdnChunks({ manifest, hash: BUILD_HASH, core: CORE_FILE }),
    ],
  },
  {
    // The loader, the page's script tag (src/cdn/loader.ts): built after the core, from the
    // manifest the core's build made.
    input: 'src/cdn/loader.ts',
    output: { file: 'dist/shop-elements.js', format: 'es', sourcemap: 'hidden' },
    plugins: [cdnManifestModule(manifest), nodeResolve({ browser: true }), ts(), terser(terserOptions)],
  },
  {
    input: {
      index: 'src/index.ts',
      client: 'src/client.ts',
      ...Object.fromEntries(elementNames.map((n) => [`elements/${n}`, `src/define/${n}.ts`])),
    },
    external: isExternal,
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    },
    plugins: [nodeResolve({ browser: true, ignoreSideEffectsForRoot: true }), ts()],
  },
];

if (existsSync('src/server/index.ts')) {
  // The seller-server toolkit and the `shop-elements` command: Node only.
  configs.push({
    input: { server: 'src/server/index.ts', cli: 'src/server/cli.ts' },
    external: (id) => isExternal(id) || id.startsWith('node:'),
    output: {
      dir: 'dist',
      format: 'es',
      // Maps without the sources: the package does not ship the seller toolkit's source text.
      sourcemap: true,
      sourcemapExcludeSources: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/server-[name]-[hash].js',
    },
    plugins: [nodeResolve({ preferBuiltins: true }), ts(), serverBrowserStub()],
  });
}

/**
 * `rollup -c --silent` (`npm start`'s build: scripts/build.mjs --quiet) leaves out Rollup's lines
 * about each bundle ("src/index.ts → dist...", "created dist in 3.2s"), and its warnings with
 * them: those are printed here, so that a quiet build still shows them.
 * @type {import('rollup').LogHandlerWithDefault}
 */
const onLog = (level, log, handler) => {
  if (level === 'warn' && process.argv.includes('--silent')) {
    const file = log.loc?.file ?? log.id;
    const where = file ? `${relative('.', file)}${log.loc ? `:${log.loc.line}:${log.loc.column}` : ''}` : '';
    console.warn([`(!) ${log.message}`, where, log.frame].filter(Boolean).join('\n'));
  }
  handler(level, log);
};

export default configs.map((config) => ({ onLog, ...config }));
