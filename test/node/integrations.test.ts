/**
 * The WordPress plugin and the Hugo module against the library they wrap: every element of
 * custom-elements.json (but the storefront, which both print themselves) passes kses with each
 * of its attributes and has a Hugo shortcode; the built plugin zip holds the plugin and the very
 * bundle of dist/. (The plugin and the module run for real in `npm run test:hosts`.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { unzipSync } from 'fflate';

interface Manifest {
  modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ name: string }> }> }>;
}

/** Tag → attributes of every element in the built manifest. */
function elements(): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
  const found = new Map<string, string[]>();
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (d.tagName && d.tagName !== 'shop-storefront')
        found.set(
          d.tagName,
          (d.attributes ?? []).map((a) => a.name),
        );
    }
  }
  return found;
}

/** The kses list of includes/kses.php: tag → attributes. */
function ksesList(): Map<string, string[]> {
  const php = readFileSync('integrations/wordpress/includes/kses.php', 'utf8');
  const body = php.slice(php.indexOf('function shop_elements_post_elements'));
  const filters = /\$list_filters = array\(([^)]*)\)/.exec(body)![1]!;
  const names = (text: string) => [...text.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);
  const list = new Map<string, string[]>();
  for (const m of body.matchAll(/'(shop-[a-z-]+)'\s*=>\s*(array_merge\(\s*\$list_filters,\s*)?array\(([^)]*)\)/g)) {
    list.set(m[1]!, [...(m[2] ? names(filters) : []), ...names(m[3]!)]);
  }
  return list;
}

describe('the host integrations cover every element', () => {
  it('kses lets every element through with each of its attributes', () => {
    const kses = ksesList();
    assert.ok(kses.size >= 20);
    for (const [tag, attributes] of elements()) {
      assert.ok(kses.has(tag), `${tag} is in the kses list`);
      for (const attribute of attributes) assert.ok(kses.get(tag)!.includes(attribute), `${tag} ${attribute} passes kses`);
    }
  });

  it('the Hugo module has a shortcode for every element', () => {
    const shortcodes = new Set(readdirSync('integrations/hugo/layouts/shortcodes').map((f) => f.replace(/\.html$/, '')));
    for (const tag of elements().keys()) assert.ok(shortcodes.has(tag), `{{< ${tag} >}}`);
  });

  it('the plugin zip holds the plugin, its blocks and the very bundle of dist/', () => {
    assert.ok(existsSync('dist/wordpress/shop-elements.zip'), 'npm run build made the zip');
    const files = unzipSync(readFileSync('dist/wordpress/shop-elements.zip'));
    const names = Object.keys(files);
    assert.ok(
      names.every((n) => n.startsWith('shop-elements/')),
      'one shop-elements/ folder',
    );
    for (const f of ['shop-elements.php', 'uninstall.php', 'readme.txt', 'assets/editor.js', 'includes/kses.php'])
      assert.ok(names.includes(`shop-elements/${f}`), f);

    const registered = /foreach \( array\(([^)]*)\) as \$name \)/.exec(readFileSync('integrations/wordpress/includes/blocks.php', 'utf8'))![1]!;
    const blocks = [...registered.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
    assert.deepEqual(blocks.slice().sort(), readdirSync('integrations/wordpress/blocks').sort());
    for (const block of blocks) {
      const meta = JSON.parse(new TextDecoder().decode(files[`shop-elements/blocks/${block}/block.json`])) as { name: string };
      assert.equal(meta.name, `shop-elements/${block}`);
    }

    assert.deepEqual(Buffer.from(files['shop-elements/dist/shop-elements.js']!), readFileSync('dist/shop-elements.js'));
    for (const chunk of readdirSync('dist/cdn').filter((f) => f.endsWith('.js'))) {
      assert.deepEqual(Buffer.from(files[`shop-elements/dist/cdn/${chunk}`]!), readFileSync(`dist/cdn/${chunk}`), chunk);
    }
  });
});
