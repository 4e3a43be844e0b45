// Rollup plugin for the CDN bundle (the core, dist/cdn/core-<hash>.js, and its chunks in dist/cdn/):
//
// 1. The import of an element's chunk from another chunk (the quick view of the product list,
//    which shows the product group's element) also imports the shared chunks it needs, at
//    the same time (no waterfall chunk → its imports), and a failure names the file.
// 2. The manifest: for each tag whose code is not in the core, its chunk and the chunks that one
//    imports, read from the bundle (the chunk holding the tag's src/define/<tag>.ts). The loader
//    (src/cdn/loader.ts, dist/shop-elements.js) is built after the core with it as the module
//    `virtual:shop-elements-manifest` (see cdnManifestModule), and it is written to
//    dist/cdn/manifest.json for the tools (scripts/size.mjs).
import { posix } from 'node:path';

const DEFINE = /[\\/]src[\\/]define[\\/](shop-[a-z-]+)\.ts$/;

/**
 * @param {{ manifest: object, hash: string, core: string }} options `manifest`: filled with `{ core, hash, tags }` once the
 *   bundle is written; `hash`: the build's; `core`: the core's file name (`cdn/core-<hash>.js`)
 * @returns {import('rollup').Plugin}
 */
export default function cdnChunks({ manifest, hash, core: coreFile }) {
  return {
    name: 'cdn-chunks',
    renderDynamicImport({ chunk, targetModuleId, targetChunk, getTargetChunkImports }) {
      // An element's definition in a group's chunk (the quick view's `<shop-product-detail>`:
      // importing the define module, not the CDN group, keeps the npm build's entries as they are).
      if (!/[\\/]src[\\/]define[\\/]shop-[a-z-]+\.ts$/.test(targetModuleId ?? '') || !targetChunk) return null;
      const deps = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal' && i.fileName !== coreFile);
      // The file's address, from the importing chunk (the core and the quick view are both in dist/cdn/).
      const file = JSON.stringify(`./${posix.relative(posix.dirname(chunk.fileName), targetChunk.fileName)}`);
      return {
        left: 'Promise.all([import(',
        right: `)${deps.map((d) => `,import(${d.resolvedImportPath})`).join('')}]).catch((cause)=>{throw{file:new URL(${file},import.meta.url).href,cause}})`,
      };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const core = bundle[coreFile];
      if (core?.type !== 'chunk') this.error(`cdn-chunks: the bundle has no core, ${coreFile}`);
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      /** A chunk and every chunk it imports, the core left out (the loader imports the core itself). */
      const withImports = (file, out = []) => {
        if (file === core.fileName || out.includes(file)) return out;
        out.push(file);
        for (const i of byName.get(file)?.imports ?? []) withImports(i, out);
        return out;
      };
      const tags = {};
      for (const chunk of chunks)
        for (const id of Object.keys(chunk.modules)) {
          const tag = DEFINE.exec(id)?.[1];
          if (tag && chunk !== core) tags[tag] = withImports(chunk.fileName).map((f) => `./${f}`);
        }
      if (Object.keys(tags).length === 0) this.error('cdn-chunks: no element is in a chunk of its own (src/define/<tag>.ts)');
      Object.assign(manifest, { core: `./${core.fileName}`, hash, tags });
      this.emitFile({ type: 'asset', fileName: 'cdn/manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/**
 * The manifest as the module `virtual:shop-elements-manifest` (src/cdn/manifest.d.ts), for the
 * loader's build, which runs after the core's.
 * @param {object} manifest the object the core's build filled (see cdnChunks)
 * @returns {import('rollup').Plugin}
 */
export function cdnManifestModule(manifest) {
  const ID = 'virtual:shop-elements-manifest';
  return {
    name: 'cdn-manifest-module',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      if (!manifest.core) this.error('cdn-manifest-module: the core was not built before the loader (rollup.config.mjs: its config comes first)');
      return Object.entries(manifest)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
