// A CEM analyzer plugin: writes llms.txt (https://llmstxt.org/) from custom-elements.json, so that
// what a language model reads about the package never disagrees with the elements: every element
// with its summary, attributes (type, default), public methods, events (with their `detail`), CSS
// parts and custom properties, and the minimal page of the README ("A shop in a plain HTML page").
//
//   llms.txt   at the package root (shipped: package.json "files", export "./llms.txt"); the demo
//              server serves it as /llms.txt (scripts/demo-server.ts).
//
// `npm run build` writes it (`cem analyze`); test/node/llms-txt.test.ts checks it against the
// manifest and the packed package.
import { readFileSync, writeFileSync } from 'node:fs';

/** One line of a manifest description: whitespace runs joined, the first paragraph only. */
const oneLine = (text = '') =>
  text
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** A type as written in the sources (`null | undefined` dropped: every attribute may be absent). */
function typeText(member) {
  const text = member.parsedType?.text ?? member.type?.text ?? '';
  return text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'null' && p !== 'undefined')
    .join(' | ');
}

/** The elements of the manifest, sorted by tag. */
export function elementsOf(manifest) {
  const elements = [];
  for (const module of manifest.modules ?? [])
    for (const d of module.declarations ?? []) if (d.customElement && d.tagName) elements.push({ module: module.path, ...d });
  return elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The public methods an element declares (not Lit's lifecycle, not inherited from Lit). */
function methodsOf(element) {
  return (element.members ?? []).filter(
    (m) =>
      m.kind === 'method' &&
      !m.static &&
      (m.privacy ?? 'public') === 'public' &&
      !m.name.startsWith('#') &&
      !m.inheritedFrom?.package &&
      !['render', 'connectedCallback', 'disconnectedCallback', 'firstUpdated', 'updated', 'willUpdate', 'createRenderRoot'].includes(m.name),
  );
}

/** The theme's custom properties: those every element takes (`<shop-storefront>`'s list). */
function themeProperties(elements) {
  return elements.find((e) => e.tagName === 'shop-storefront')?.cssProperties ?? [];
}

const propertyList = (props) => props.map((p) => `\`${p.name}\`${p.default ? ` (${p.default})` : ''}`).join(', ');

function elementSection(e, theme) {
  const lines = [`### <${e.tagName}>`, '', oneLine(e.description ?? e.summary)];
  const attributes = (e.attributes ?? []).filter((a) => a.name);
  if (attributes.length) {
    lines.push('', 'Attributes:');
    for (const a of attributes) {
      const type = typeText(a);
      const fallback = a.default !== undefined && !['null', 'undefined', "''"].includes(a.default) ? ` (default ${a.default})` : '';
      lines.push(`- \`${a.name}\`${type ? ` (${type})` : ''}${fallback}: ${oneLine(a.description)}`);
    }
  }
  const methods = methodsOf(e);
  if (methods.length) {
    lines.push('', 'Methods:');
    for (const m of methods) {
      const params = (m.parameters ?? []).map((p) => p.name).join(', ');
      lines.push(`- \`${m.name}(${params})\`: ${oneLine(m.description)}`);
    }
  }
  const events = (e.events ?? []).filter((ev) => ev.name);
  if (events.length) {
    lines.push('', 'Events (bubbling, composed `CustomEvent`s; `detail` shown):');
    for (const ev of events) lines.push(`- \`${ev.name}\`: ${oneLine(ev.description)}`);
  }
  const parts = e.cssParts ?? [];
  if (parts.length) lines.push('', `CSS parts: ${parts.map((p) => `\`${p.name}\``).join(', ')}.`);
  const own = (e.cssProperties ?? []).filter((p) => !theme.some((t) => t.name === p.name));
  if (own.length) lines.push('', `CSS custom properties besides the theme's: ${propertyList(own)}.`);
  return lines.join('\n');
}

/** The README's minimal page: the first HTML block of "A shop in a plain HTML page". */
export function minimalPage(readme) {
  const section = readme.split(/^## A shop in a plain HTML page\s*$/m)[1] ?? '';
  const block = /```html\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('llms.txt: README.md has no HTML example under "## A shop in a plain HTML page"');
  return block[1].trimEnd();
}

/** The text of llms.txt for `manifest`, with the minimal page of `readme` and the package's `pkg`. */
export function llmsTxt(manifest, readme, pkg) {
  const elements = elementsOf(manifest);
  const theme = themeProperties(elements);
  return `# ${pkg.name}

> ${pkg.description} ${elements.length} custom elements (Lit) for a whole shop on the storefront platform: catalog, cart, login, checkout, payment start, the buyer's pages and community boards. One script tag, no framework needed; works in React, Vue, WordPress, Hugo and plain pages.

Generated from custom-elements.json (version ${pkg.version}); the README has the full guide.

## Install

- CDN, one module script that defines every element: \`<script type="module" src="https://cdn.jsdelivr.net/npm/${pkg.name}/dist/shop-elements.js"></script>\`
- npm: \`npm install ${pkg.name}\`, then \`import '${pkg.name}';\` (every element) or \`import '${pkg.name}/elements/<tag>.js';\` (one element).
- Every element sits inside \`<shop-storefront site-key="…" base-url="…">\`, which holds the API client, the buyer session and the cart.
- Prices are in the currency's major unit; ids use the platform's names (\`product_id\`, \`content_id\`, \`variant_id\`, \`option_id\`).

## A minimal page

\`\`\`html
${minimalPage(readme)}
\`\`\`

## Elements

${elements.map((e) => elementSection(e, theme)).join('\n\n')}

## Theming

Every element takes these custom properties (set them on \`<shop-storefront>\` or any ancestor): ${propertyList(theme)}. Inner nodes are styled through the CSS parts listed above (\`shop-product-list::part(card)\`).

## Optional

- [README](https://github.com/shop-elements/shop-elements#readme): hosts, theming, events, languages, security, performance.
- [custom-elements.json](./custom-elements.json): the full manifest (types, inherited members, modules).
`;
}

/** The plugin: writes llms.txt once the manifest is final (list it after the path plugins). */
export function llmsTxtPlugin({ outFile = 'llms.txt' } = {}) {
  return {
    name: 'shop-elements-llms-txt',
    packageLinkPhase({ customElementsManifest }) {
      const readme = readFileSync('README.md', 'utf8');
      const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
      writeFileSync(outFile, llmsTxt(customElementsManifest, readme, pkg));
    },
  };
}
