/**
 * What `npm pack` ships: every `exports` target and every path the manifest names is in the
 * package, nothing points at sources that are not shipped, the server toolkit's maps carry no
 * source text, and the README links only to what resolves from the npm page.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  unpkg: string;
  jsdelivr: string;
  repository?: unknown;
  homepage?: string;
  bugs?: unknown;
  keywords?: string[];
  license?: string;
};

/** The files `npm pack` would put in the tarball. */
const packed: Set<string> = (() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  const [info] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  return new Set(info!.files.map((f) => f.path));
})();

const has = (path: string) => packed.has(path.replace(/^\.\//, ''));

describe('the packed package', () => {
  it('holds every exports target (a `*` pattern: at least one match)', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const targets = typeof target === 'string' ? [target] : Object.values(target).filter((t): t is string => typeof t === 'string');
      for (const t of targets) {
        if (t.includes('*')) {
          const re = new RegExp(
            `^${t
              .replace(/^\.\//, '')
              .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]+')}$`,
          );
          assert.ok(
            [...packed].some((f) => re.test(f)),
            `${subpath} → ${t}`,
          );
        } else assert.ok(has(t), `${subpath} → ${t}`);
      }
    }
  });

  it('names the CDN bundle for unpkg and jsDelivr, with a LICENSE and the metadata npm shows', () => {
    assert.ok(has(pkg.unpkg) && pkg.unpkg === pkg.jsdelivr && /shop-elements\.js$/.test(pkg.unpkg));
    assert.ok(has('LICENSE') && pkg.license === 'MIT');
    assert.ok(pkg.repository && pkg.homepage && pkg.bugs && (pkg.keywords ?? []).length > 3);
  });

  it('ships the manifest, editor data and framework typings, with paths only to shipped files', () => {
    for (const f of [
      'custom-elements.json',
      'dist/editors/vscode.html-custom-data.json',
      'dist/editors/vscode.css-custom-data.json',
      'dist/editors/web-types.json',
      'dist/frameworks/react.d.ts',
      'dist/frameworks/preact.d.ts',
      'dist/frameworks/vue.d.ts',
      'dist/frameworks/svelte.d.ts',
    ]) {
      assert.ok(has(f), f);
    }
    const manifest = readFileSync(new URL('custom-elements.json', root), 'utf8');
    assert.doesNotMatch(manifest, /"src\//, 'no path into src/ (not shipped)');
    const paths = [...manifest.matchAll(/"(?:path|module)":\s*"([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(paths.length > 40);
    for (const p of new Set(paths)) assert.ok(has(p), `manifest path ${p} is shipped`);
  });

  it('keeps side effects only in files sideEffects lists (no chunk defines an element)', () => {
    for (const file of packed) {
      if (!/^dist\/chunks\/.*\.js$/.test(file)) continue;
      const text = readFileSync(new URL(file, root), 'utf8');
      const listed = pkg.sideEffects.some((p) => new RegExp(`^${p.replace(/^\.\//, '').replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(file));
      if (!listed)
        assert.doesNotMatch(text, /customElements\.define\(|defineShopElement\(|^defineElement\(/m, `${file} defines an element but is not in sideEffects`);
    }
  });

  it('ships source maps of the server toolkit without its sources', () => {
    for (const file of packed) {
      if (!/^dist\/(server\.js|cli\.js|chunks\/server-[^/]+\.js)\.map$/.test(file)) continue;
      const map = JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { sourcesContent?: unknown[] };
      assert.equal(map.sourcesContent, undefined, file);
    }
  });

  it('has a README whose relative links all resolve inside the package', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^(https?:|mailto:|#)/.test(l));
    for (const link of links) assert.ok(has(link.split('#')[0]!), `README links to ${link}, which is not in the package`);
  });
});
