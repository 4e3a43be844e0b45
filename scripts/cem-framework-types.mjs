// A CEM analyzer plugin: writes the framework typings of the package from custom-elements.json,
// so that they never disagree with the elements.
//
//   dist/frameworks/react.d.ts    React 19 JSX (`react` module's JSX.IntrinsicElements)
//   dist/frameworks/preact.d.ts   Preact JSX (`preact` module's JSX.IntrinsicElements)
//   dist/frameworks/vue.d.ts      Vue 3 GlobalComponents (checked by vue-tsc with strictTemplates)
//   dist/frameworks/svelte.d.ts   Svelte 5 svelteHTML.IntrinsicElements
//   dist/frameworks/index.js      an empty module, so that a runtime import of these paths is harmless
//
// Why our own and not the wc-toolkit generators (which we use for the VS Code and JetBrains data):
// their Vue and Svelte outputs wrap our event classes in `CustomEvent<…>` (so `e.detail` is typed
// as the event), repeat imports (TS2300), and name Vue listeners `onshop-cart-add`, which
// vue-tsc does not match to `@shop-cart-add`; the JSX one imports internal names that the package
// root does not export. Each would need patching; this plugin is shorter than the patches.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const HEADER = `// Generated from custom-elements.json by scripts/cem-framework-types.mjs (npm run build). Do not edit.\n`;

/** `'session' | 'local' | 'memory'`, `number | null | undefined` → a prop type (null/undefined dropped). */
function propType(attribute) {
  const text = (attribute.parsedType?.text ?? attribute.type?.text ?? 'string').trim();
  const parts = text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'null' && p !== 'undefined');
  return parts.length ? parts.join(' | ') : 'string';
}

/**
 * A prop that also takes the attribute's text (`limit="6"` as well as `limit={6}`). A union of
 * string literals (`'product' | 'content'`) is its own text: adding `| string` would let any
 * text through (`kind="products"`), so it stays as it is.
 */
function orText(type) {
  const parts = type.split('|').map((t) => t.trim());
  if (parts.includes('string') || parts.every((p) => /^(['"]).*\1$/.test(p))) return type;
  return `${type} | string`;
}

/** Camel case of an event or attribute name: `shop-cart-add` → `ShopCartAdd`. */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** A JSDoc line from a manifest description. */
const doc = (indent, text) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '');

function elementsOf(manifest) {
  const elements = [];
  for (const module of manifest.modules ?? []) {
    for (const d of module.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      elements.push({
        tag: d.tagName,
        className: d.name,
        description: (d.summary ?? d.description ?? '').split('\n\n')[0],
        attributes: (d.attributes ?? []).map((a) => ({ name: a.name, type: propType(a), description: a.description ?? '' })),
        events: (d.events ?? [])
          .filter((e) => e.name)
          .map((e) => ({
            name: e.name,
            type: /^Shop\w+Event$/.test(e.type?.text ?? '') ? e.type.text : 'CustomEvent',
            description: e.description ?? '',
          })),
      });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

function imports(elements) {
  const names = new Set();
  for (const e of elements) {
    names.add(e.className);
    for (const ev of e.events) if (ev.type !== 'CustomEvent') names.add(ev.type);
  }
  return `import type {\n${[...names]
    .sort()
    .map((n) => `  ${n},`)
    .join('\n')}\n} from 'shop-elements';\n`;
}

/** React 19 and Preact: attributes by name, events as `on<event-name>` (what both bind for custom elements). */
function jsx(elements, framework) {
  const base =
    framework === 'react'
      ? (cls) => `React.DetailedHTMLProps<React.HTMLAttributes<${cls}>, ${cls}>`
      : // Preact 11 has no JSX.HTMLAttributes any more; the package root exports it (also in 10.2x).
        (cls) => `PreactHTMLAttributes<${cls}>`;
  const body = elements
    .map((e) => {
      const attrs = e.attributes.map((a) => `${doc('      ', a.description)}      '${a.name}'?: ${orText(a.type)};\n`).join('');
      const events = e.events.map((ev) => `${doc('      ', ev.description)}      'on${ev.name}'?: (event: ${ev.type}) => void;\n`).join('');
      return `${doc('    ', e.description)}    '${e.tag}': ${base(e.className)} & {\n${attrs}${events}    };\n`;
    })
    .join('');
  if (framework === 'react') {
    return `${HEADER}import type * as React from 'react';\n${imports(elements)}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${body.replace(/^/gm, '  ').replace(/^\s+$/gm, '')}    }
  }
}
`;
  }
  return `${HEADER}import type { HTMLAttributes as PreactHTMLAttributes } from 'preact';\n${imports(elements)}
declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${body.replace(/^/gm, '  ').replace(/^\s+$/gm, '')}    }
  }
}
`;
}

/** Vue 3: props in camel case (templates may write them in kebab case), listeners as `onShopCartAdd` (`@shop-cart-add`). */
function vue(elements) {
  const body = elements
    .map((e) => {
      const attrs = e.attributes.map((a) => `${doc('    ', a.description)}    ${camel(a.name)}?: ${orText(a.type)};\n`).join('');
      const events = e.events.map((ev) => `${doc('    ', ev.description)}    on${pascal(ev.name)}?: (event: ${ev.type}) => void;\n`).join('');
      return `  /** Props of \`<${e.tag}>\`. */\n  interface ${e.className}Props {\n${attrs}${events}  }\n`;
    })
    .join('');
  const components = elements
    .map((e) => `${doc('    ', e.description)}    '${e.tag}': DefineComponent<ShopElementsVue.Of<ShopElementsVue.${e.className}Props>>;\n`)
    .join('');
  return `${HEADER}import type { DefineComponent, HTMLAttributes } from 'vue';\n${imports(elements)}
declare namespace ShopElementsVue {
  /** An element's own props, and the global HTML attributes (\`id\`, \`class\`, \`hidden\`, \`@click\`…) it does not redefine. */
  type Of<Props> = Omit<HTMLAttributes, keyof Props> & Props;

${body}}

declare module 'vue' {
  interface GlobalComponents {
${components}  }
}

export {};
`;
}

/**
 * Svelte 5: attributes by name, events as `on<event-name>` (Svelte 5) and `on:<event-name>` (legacy).
 * Svelte's attribute type is imported under a name of our own: inside `namespace svelteHTML`, a
 * plain `HTMLAttributes` is Svelte's empty `svelteHTML.HTMLAttributes` (kept for backwards
 * compatibility), which rejects `id` and `class`.
 */
function svelte(elements) {
  const body = elements
    .map((e) => {
      const attrs = e.attributes.map((a) => `${doc('      ', a.description)}      '${a.name}'?: ${orText(a.type)};\n`).join('');
      const events = e.events
        .map(
          (ev) => `${doc('      ', ev.description)}      'on${ev.name}'?: (event: ${ev.type}) => void;\n      'on:${ev.name}'?: (event: ${ev.type}) => void;\n`,
        )
        .join('');
      return `${doc('    ', e.description)}    '${e.tag}': SvelteHTMLAttributes<${e.className}> & {\n${attrs}${events}    };\n`;
    })
    .join('');
  return `${HEADER}import type { HTMLAttributes as SvelteHTMLAttributes } from 'svelte/elements';\n${imports(elements)}
declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
${body}    }
  }
}

export {};
`;
}

/**
 * The plugin. `outdir` defaults to dist/frameworks. Also de-duplicates the CSS custom data of the
 * VS Code generator (which lists the shared --shop-* properties once per element).
 */
export function frameworkTypesPlugin({ outdir = 'dist/frameworks', vsCodeCssData = 'dist/editors/vscode.css-custom-data.json' } = {}) {
  return {
    name: 'shop-elements-framework-types',
    packageLinkPhase({ customElementsManifest }) {
      const elements = elementsOf(customElementsManifest);
      mkdirSync(outdir, { recursive: true });
      writeFileSync(`${outdir}/react.d.ts`, jsx(elements, 'react'));
      writeFileSync(`${outdir}/preact.d.ts`, jsx(elements, 'preact'));
      writeFileSync(`${outdir}/vue.d.ts`, vue(elements));
      writeFileSync(`${outdir}/svelte.d.ts`, svelte(elements));
      writeFileSync(`${outdir}/index.js`, `// Types only: see react.d.ts, preact.d.ts, vue.d.ts, svelte.d.ts.\nexport {};\n`);
      if (existsSync(vsCodeCssData)) {
        const data = JSON.parse(readFileSync(vsCodeCssData, 'utf8'));
        const seen = new Set();
        data.properties = (data.properties ?? []).filter((p) => !seen.has(p.name) && seen.add(p.name));
        writeFileSync(vsCodeCssData, `${JSON.stringify(data, null, 2)}\n`);
      }
    },
  };
}
