// Rollup plugin for the CDN bundle (dist/shop-elements.js, its group chunks in dist/cdn/):
//
// 1. The core hands its exports to its chunks through a global, instead of the chunks importing
//    `../shop-elements.js`: a page may load the core as `shop-elements.js?ver=1.2` (WordPress adds
//    the plugin's version), and an import of the bare name would then fetch and run a second core.
//    The first core of a page wins (a second copy defines nothing either). The core's export
//    statement keeps only the page's API (src/cdn/index.ts); the global holds values, and getters
//    for let/var bindings only (0.7 KB gzip less on every page than getters and exports for all).
// 2. The import of a group chunk (from src/cdn/lazy.ts, or the quick view of the product list,
//    which shows the product group's element) also imports the shared chunks it needs, at
//    the same time (no waterfall chunk → its imports), and a failure names the file.
import { posix } from 'node:path';

const CORE = 'shop-elements.js';
const GLOBAL = 'globalThis.__shopElementsCdnCore';

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The names a module exports, `export * from` followed (ModuleInfo.exportedBindings lists such a
 * re-export as "*" under its source, resolved here as Rollup resolved it).
 * @param {import('rollup').PluginContext} ctx
 * @param {string | null} id
 * @returns {Promise<string[]>}
 */
async function publicExports(ctx, id, seen = new Set()) {
  if (!id || seen.has(id)) return [];
  seen.add(id);
  const names = [];
  for (const [source, bound] of Object.entries(ctx.getModuleInfo(id)?.exportedBindings ?? {}))
    for (const name of bound) {
      if (name !== '*') names.push(name);
      else {
        const target = await ctx.resolve(source, id);
        if (!target) ctx.error(`cdn-chunks: cannot follow "export * from '${source}'" of ${id}`);
        names.push(...(await publicExports(ctx, target.id, seen)));
      }
    }
  return names;
}

/** @returns {import('rollup').Plugin} */
export default function cdnChunks() {
  return {
    name: 'cdn-chunks',
    renderDynamicImport({ chunk, targetModuleId, targetChunk, getTargetChunkImports }) {
      // A group (src/cdn/lazy.ts), or an element's definition in a group's chunk (the quick view's
      // `<shop-product-detail>`: importing the define module, not the CDN group, keeps the npm build's
      // entries as they are).
      if (!/[\\/]src[\\/](?:cdn[\\/]groups[\\/]\w+|define[\\/]shop-[a-z-]+)\.ts$/.test(targetModuleId ?? '') || !targetChunk) return null;
      const deps = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal' && i.fileName !== CORE);
      // The file's address, from the importing chunk (the core in dist/, the quick view in dist/cdn/).
      const file = JSON.stringify(`./${posix.relative(posix.dirname(chunk.fileName), targetChunk.fileName)}`);
      return {
        left: 'Promise.all([import(',
        right: `)${deps.map((d) => `,import(${d.resolvedImportPath})`).join('')}]).catch((cause)=>{throw{file:new URL(${file},import.meta.url).href,cause}})`,
      };
    },
    async renderChunk(code, chunk) {
      if (chunk.fileName === CORE) {
        const m = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
        if (!m) this.error(`cdn-chunks: the core has no export statement at its end: ${code.slice(-200)}`);
        const pairs = m[1]
          .split(',')
          .map((s) => s.trim().split(/\s+as\s+/))
          .map(([local, exported = local]) => ({ local, exported }));
        // The page's API: what src/cdn/index.ts exports. Everything else the core exports only for
        // its chunks, which take it from the global below: it leaves the export statement.
        const api = new Set(await publicExports(this, chunk.facadeModuleId));
        if (api.size === 0) this.error('cdn-chunks: the core entry exports nothing');
        // A binding declared with const, function or class is final once the core has run: the
        // global holds its value. One declared with let or var may change later: a getter.
        const final = new Set();
        for (const node of this.parse(code).body) {
          if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') final.add(node.id.name);
          else if (node.type === 'VariableDeclaration' && node.kind === 'const')
            for (const d of node.declarations) if (d.id.type === 'Identifier') final.add(d.id.name);
        }
        const members = pairs.map(({ local, exported }) => (final.has(local) ? `${key(exported)}:${local}` : `get ${key(exported)}(){return ${local}}`));
        const exports = pairs
          .filter(({ exported }) => api.has(exported))
          .map(({ local, exported }) => (local === exported ? local : `${local} as ${exported}`));
        const head = code.slice(0, m.index);
        return { code: `${head}export{${exports.join(',')}};\n${GLOBAL}??={${members.join(',')}};`, map: null };
      }
      const re = /import\s*\{([^}]*)\}\s*from\s*["']\.\.\/shop-elements\.js["']\s*;?|import\s*["']\.\.\/shop-elements\.js["']\s*;?/g;
      if (!re.test(code)) return null;
      const out = code.replace(re, (all, names) => {
        if (names === undefined) return ' '.repeat(all.length);
        const pairs = names
          .split(',')
          .map((s) => s.trim().split(/\s+as\s+/))
          .map(([exported, local = exported]) => (exported === local ? local : `${key(exported)}:${local}`));
        const text = `const{${pairs.join(',')}}=${GLOBAL};`;
        // Padded to the same length, so that the source map's columns stay right.
        return text.length <= all.length ? text.padEnd(all.length, ' ') : text;
      });
      return { code: out, map: null };
    },
  };
}
