// Rollup plugin for the CDN bundle (dist/shop-elements.js, its group chunks in dist/cdn/):
//
// 1. The core hands its exports to its chunks through a global, instead of the chunks importing
//    `../shop-elements.js`: a page may load the core as `shop-elements.js?ver=1.2` (WordPress adds
//    the plugin's version), and an import of the bare name would then fetch and run a second core.
//    The first core of a page wins (a second copy defines nothing either).
// 2. The import of a group chunk (from src/cdn/lazy.ts) also imports the shared chunks it needs, at
//    the same time (no waterfall chunk → its imports), and a failure names the file.
const CORE = 'shop-elements.js';
const GLOBAL = 'globalThis.__shopElementsCdnCore';

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** @returns {import('rollup').Plugin} */
export default function cdnChunks() {
  return {
    name: 'cdn-chunks',
    renderDynamicImport({ moduleId, targetChunk, getTargetChunkImports }) {
      if (!/[\\/]src[\\/]cdn[\\/]lazy\.ts$/.test(moduleId) || !targetChunk) return null;
      const deps = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal' && i.fileName !== CORE);
      const file = JSON.stringify(`./${targetChunk.fileName}`);
      return {
        left: 'Promise.all([import(',
        right: `)${deps.map((d) => `,import(${d.resolvedImportPath})`).join('')}]).catch((cause)=>{throw{file:new URL(${file},import.meta.url).href,cause}})`,
      };
    },
    renderChunk(code, chunk) {
      if (chunk.fileName === CORE) {
        const m = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
        if (!m) this.error(`cdn-chunks: the core has no export statement at its end: ${code.slice(-200)}`);
        const getters = m[1]
          .split(',')
          .map((s) => s.trim().split(/\s+as\s+/))
          .map(([local, exported = local]) => `get ${key(exported)}(){return ${local}}`);
        return { code: `${code}\n${GLOBAL}??={${getters.join(',')}};`, map: null };
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
