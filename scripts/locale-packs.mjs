// Rollup plugin for the CDN bundle's language packs (dist/cdn/locale-<language>-<part>-<hash>.js):
//
// 1. Their import: src/i18n/import-part.ts, a table of 36 literal imports (one per language and
//    part) in the package, is replaced by one import of the address computed from the language and
//    the part, and each part listed in that table is emitted as a chunk of that fixed name (0.25 KB
//    gzip less in the core, on every page). The build fails when the core does not hold that import.
// 2. Their text: each is one object of strings, written as `export default{…}` with its text as
//    UTF-8 (terser writes `var e={…};export{e as default}` with every kana, hangul or kanji as a
//    six-character `\uXXXX` escape), and without a source map (a map of a strings object serves no
//    debugging): a ja or ko pack is 0.1 KB gzip smaller. The object is read back and compared with
//    the original, so that a pack this cannot rewrite fails the build instead of shipping changed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const IMPORT_PART = resolve('src/i18n/import-part.ts');

const SHAPE = /^(?:var|const|let) (\w+)=(\{.*\});export\{\1 as default\};?\s*$/s;

/** A strings object as a JS object literal: keys unquoted where JS allows it, values JSON (UTF-8). */
function literal(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`not a strings object: ${JSON.stringify(value)}`);
  return `{${Object.entries(value)
    .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}:${literal(v)}`)
    .join(',')}}`;
}

/** The parts src/i18n/import-part.ts imports: `{ language, part, id }` of each `import('./locales/<language>/<part>.js')`. */
function partsImported() {
  const parts = [...readFileSync(IMPORT_PART, 'utf8').matchAll(/import\('\.\/locales\/(\w+)\/(\w+)\.js'\)/g)].map(([, language, part]) => ({
    language,
    part,
    id: resolve(`src/i18n/locales/${language}/${part}.ts`),
  }));
  if (parts.length === 0) throw new Error('locale-packs: src/i18n/import-part.ts imports no part (has its table changed shape?)');
  return parts;
}

/**
 * @param {{ hash: string }} options `hash`: the build's, in every file name (rollup.config.mjs, BUILD_HASH)
 */
export default function localePacks({ hash }) {
  /** `cdn/locale-<language>-<part>-<hash>.js`: the file of a part, and (with `${language}` and `${part}` as given) the core's import of it. */
  const fileOf = (language, part) => `cdn/locale-${language}-${part}-${hash}.js`;
  /** The parts to emit, read once per build: the file name of each part's module id. */
  let files = new Map();
  /** The packs written (file names). */
  const packs = new Set();
  return {
    name: 'locale-packs',
    buildStart() {
      files = new Map(partsImported().map(({ language, part, id }) => [id, fileOf(language, part)]));
      for (const [id, fileName] of files) this.emitFile({ type: 'chunk', id, fileName, preserveSignature: 'strict' });
    },
    load(id) {
      if (id !== IMPORT_PART) return null;
      // The export load.ts takes from the module it replaces (the package's table, `importers`, is the tests' alone).
      // From the core, which is in dist/cdn/ beside the packs.
      return `export const importPart = (language, part) => import(\`./${fileOf('${language}', '${part}').slice('cdn/'.length)}\`);\n`;
    },
    renderChunk(code, chunk) {
      if (files.get(chunk.facadeModuleId) !== chunk.fileName) return null;
      const m = SHAPE.exec(code.replace(/\n\/\/# sourceMappingURL=.*$/, ''));
      if (!m) this.error(`locale-packs: ${chunk.fileName} is not one exported object (${code.slice(0, 80)}…)`);
      const value = new Function(`return ${m[2]}`)();
      const out = `export default${literal(value)};\n`;
      const back = new Function(`return ${out.slice('export default'.length).replace(/;\s*$/, '')}`)();
      if (!isDeepStrictEqual(back, value)) this.error(`locale-packs: ${chunk.fileName} changed when rewritten`);
      packs.add(chunk.fileName);
      return { code: out, map: { mappings: '' } };
    },
    generateBundle(_options, bundle) {
      for (const file of packs) delete bundle[`${file}.map`];
      const core = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && !packs.has(c.fileName));
      // `./locale-${t}-${e}-<hash>.js`, the whole template literal as terser wrote it (any names for the two variables).
      const address = new RegExp(
        `\`./${fileOf('\0', '\0').slice('cdn/'.length)}\``.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\0', '\\$\\{[\\w$]+\\}'),
      );
      if (!core || !address.test(core.code))
        this.error(`locale-packs: the core (${core?.fileName}) does not import the language packs by their computed address`);
      for (const fileName of files.values()) if (!packs.has(fileName)) this.error(`locale-packs: ${fileName} was not written as a pack`);
    },
  };
}
