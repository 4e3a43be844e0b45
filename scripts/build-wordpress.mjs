// Builds the WordPress plugin zip, dist/wordpress/shop-elements.zip: the plugin of
// integrations/wordpress/ and a copy of the CDN bundle (dist/shop-elements.js and dist/cdn/),
// all under one shop-elements/ folder, as WordPress's "Upload Plugin" expects. Run by
// `npm run build` after rollup; --quiet (`npm start`'s build) leaves out the summary line.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

const PLUGIN = 'integrations/wordpress';
const OUT = 'dist/wordpress/shop-elements.zip';

/** Every file under a folder, as paths relative to it. */
function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}

const entries = {};
// A fixed date keeps the zip the same from one build to the next.
const mtime = new Date('2024-01-01T00:00:00Z');
const add = (path, data) => {
  entries[`shop-elements/${path}`] = [data, { mtime }];
};
for (const f of files(PLUGIN)) add(relative(PLUGIN, join(PLUGIN, f)).split('\\').join('/'), readFileSync(join(PLUGIN, f)));
add('dist/shop-elements.js', readFileSync('dist/shop-elements.js'));
for (const f of files('dist/cdn').filter((f) => f.endsWith('.js'))) add(`dist/cdn/${f.split('\\').join('/')}`, readFileSync(join('dist/cdn', f)));

const versionOf = (text) => /Version:\s*(\S+)/.exec(text)?.[1];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const plugin = versionOf(readFileSync(join(PLUGIN, 'shop-elements.php'), 'utf8'));
if (plugin !== pkg.version) throw new Error(`the plugin's Version (${plugin}) is not the package's (${pkg.version})`);

mkdirSync('dist/wordpress', { recursive: true });
const zip = zipSync(entries, { level: 9 });
writeFileSync(OUT, zip);
if (!process.argv.includes('--quiet')) console.log(`${OUT}: ${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(1)} KB`);
