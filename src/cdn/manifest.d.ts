/**
 * The CDN manifest, made by the build from the bundle itself (scripts/cdn-chunks.mjs): which
 * files each tag needs. Imported by the loader (./loader.ts) as `virtual:shop-elements-manifest`.
 */
declare module 'virtual:shop-elements-manifest' {
  /** The core's file, from dist/ (`./cdn/core-<hash>.js`). */
  export const core: string;
  /** The build's hash, in every CDN file name (the language packs' addresses are made with it). */
  export const hash: string;
  /** For each tag whose code is not in the core: its chunk and the chunks that one imports, from dist/. */
  export const tags: Readonly<Record<string, readonly string[]>>;
}
