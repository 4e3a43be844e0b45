/**
 * `npm run create shop-x [-- --dry-run]`: the scaffold of a new element (CONTRIBUTING.md, "Adding an
 * element"). It writes a working element that follows the conventions, and its test:
 *
 *   src/elements/<tag>/<tag>.ts         the class (ShopElement, class order, docstrings to fill in)
 *   src/elements/<tag>/<tag>.styles.ts  its `static styles`, from the tokens of src/ui/styles.ts
 *   src/elements/<tag>/strings.ts       its ko, en and ja texts, beside it (a missing key is a type error)
 *   src/define/<tag>.ts                 its entry (npm `shop-elements/elements/<tag>.js`)
 *   src/cdn/groups/<group>.ts           its CDN group: a chunk of its own, named in the build's manifest
 *   test/browser/<tag>.test.ts          its browser test (sandbox, keyboard, axe)
 *   integrations/hugo/layouts/shortcodes/<tag>.html   its Hugo shortcode
 *
 * and edits one line of two existing files: the export of its class from src/index.ts (which
 * defines every element for `import 'shop-elements'`), and its tag and attributes in the WordPress
 * plugin's list of what a post may hold (integrations/wordpress/includes/kses.php; both host
 * integrations are checked for every element by test/node/integrations.test.ts). Nothing else is a
 * table to edit: rollup.config.mjs reads src/define/ and src/cdn/groups/, the manifest
 * (dist/cdn/manifest.json) and custom-elements.json are written by the build.
 *
 * The texts are not a part of the language packs (src/i18n/locales/, `defineStrings`): a part is
 * typed and imported through src/i18n/i18n.ts and src/i18n/import-part.ts, where a new element's
 * namespace costs lines in four tables. The element's chunk holds its three languages instead, as
 * the quick view and the storefront's notices do.
 *
 * The group's name is the tag without `shop-`, `-` written `_` (rollup.config.mjs reads a group's
 * name as a word: `cdnManualChunks`). A tag that exists, or whose group exists, is refused.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

/** The tag rule: `shop-` and lowercase words joined by `-`. */
export const TAG = /^shop-[a-z]+(-[a-z]+)*$/;

/** A file the scaffold writes (`path` from the repository's root) or an existing file it rewrites (`edit`). */
export interface Planned {
  path: string;
  text: string;
  edit?: boolean;
}

/** `shop-gift-card` → `ShopGiftCard`. */
export const classOf = (tag: string): string =>
  tag
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `shop-gift-card` → `gift_card`: the CDN group (a word, see the module's docstring). */
export const groupOf = (tag: string): string => tag.slice('shop-'.length).replaceAll('-', '_');

/** `shop-gift-card` → `Gift card`: the element's name in its first texts. */
const titleOf = (tag: string): string => {
  const words = tag.slice('shop-'.length).replaceAll('-', ' ');
  return words[0]!.toUpperCase() + words.slice(1);
};

/**
 * The files of `tag` and the edit of src/index.ts, for the repository at `root`. Throws an Error
 * with a message for the author when the tag breaks the rule, or it or its group exists.
 */
export function plan(root: string, tag: string): Planned[] {
  if (!TAG.test(tag)) throw new Error(`"${tag}" is not a tag name: shop- and lowercase words joined by "-" (shop-gift-card).`);
  const cls = classOf(tag);
  const group = groupOf(tag);
  const taken = [
    `src/elements/${tag}`,
    `src/define/${tag}.ts`,
    `src/cdn/groups/${group}.ts`,
    `test/browser/${tag}.test.ts`,
    `integrations/hugo/layouts/shortcodes/${tag}.html`,
  ].filter((p) => existsSync(join(root, p)));
  if (taken.length) throw new Error(`<${tag}> exists already: ${taken.join(', ')}. Choose another name, or change the element by hand.`);
  const index = readFileSync(join(root, 'src/index.ts'), 'utf8');
  const kses = readFileSync(join(root, KSES), 'utf8');
  return [
    { path: `src/elements/${tag}/${tag}.ts`, text: elementTs(tag, cls) },
    { path: `src/elements/${tag}/${tag}.styles.ts`, text: stylesTs(tag) },
    { path: `src/elements/${tag}/strings.ts`, text: stringsTs(tag) },
    { path: `src/define/${tag}.ts`, text: defineTs(tag, cls) },
    { path: `src/cdn/groups/${group}.ts`, text: groupTs(tag, group) },
    { path: `test/browser/${tag}.test.ts`, text: testTs(tag, cls) },
    { path: `integrations/hugo/layouts/shortcodes/${tag}.html`, text: shortcodeHtml(tag) },
    { path: 'src/index.ts', text: withExport(index, tag, cls), edit: true },
    { path: KSES, text: withKses(kses, tag), edit: true },
  ];
}

/** The WordPress plugin's list of the tags and attributes a post may hold (test/node/integrations.test.ts checks every element is in it). */
const KSES = 'integrations/wordpress/includes/kses.php';

/** includes/kses.php with \`'<tag>' => array( 'product-id' ),\` after its last element, \`=>\` aligned as the line above. */
function withKses(php: string, tag: string): string {
  const lines = php.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^\t+'shop-[a-z-]+'\s*=>/.test(l)) last = i;
  });
  if (last < 0) throw new Error(`${KSES} has no element line ('shop-…' => array( … )) to put the new one after.`);
  const [, indent, name] = /^(\t+)('shop-[a-z-]+'\s*)=>/.exec(lines[last]!)!;
  lines.splice(last + 1, 0, `${indent}${`'${tag}'`.padEnd(Math.max(name!.length, tag.length + 3))}=> array( 'product-id' ),`);
  return lines.join('\n');
}

/** The Hugo module's shortcode (\`{{< shop-x … >}}\`; test/node/integrations.test.ts checks every element has one). */
function shortcodeHtml(tag: string): string {
  return `{{- /* {{< ${tag} name="value" … >}}: <${tag}> with the named parameters as attributes. */ -}}
{{- partial "shop-elements/shortcode.html" (dict "tag" "${tag}" "shortcode" .) -}}
`;
}

/** src/index.ts with `export { Cls } from './define/<tag>.js';` after its last element export (the import defines the tag). */
function withExport(index: string, tag: string, cls: string): string {
  const line = `export { ${cls} } from './define/${tag}.js';`;
  const lines = index.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^export \{ Shop\w+ \} from '\.\/(elements|define)\//.test(l)) last = i;
  });
  if (last < 0) throw new Error("src/index.ts has no element export (export { Shop… } from './elements/…') to put the new one after.");
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

function elementTs(tag: string, cls: string): string {
  return `import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ProductDetail } from '../../api/readers/product.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { checkId, checkRequired, problems, type ConfigProblem } from '../../ui/config-error.js';
import { ShopElement } from '../../ui/shop-element.js';
import { ShopTask } from '../../ui/shop-task.js';
import { renderTask } from '../../ui/status.js';
import { strings } from './strings.js';
import { styles } from './${tag}.styles.js';

/**
 * TODO(create-element): what a buyer sees and does with <${tag}>. As written by the scaffold: the
 * name of the product \`product-id\` names as a heading, and a "Say hello" button that shows a
 * greeting (\`role="status"\`, announced).
 *
 * Spec: docs/spec/storefront-api.md, "TODO(create-element): the section this element implements"
 * (the scaffold reads a product: "Products").
 *
 * @summary TODO(create-element): one line for the element reference.
 * @element ${tag}
 * @csspart heading - The product's name.
 * @csspart button - The "Say hello" button.
 * @csspart greeting - The greeting, once the button was pressed.
 * @csspart loading - The loading state.
 * @csspart error - An error message with a retry button.
 * @csspart stale - The notice shown when data is from the last good read.
 */
export class ${cls} extends ShopElement {
  static override styles = styles;

  /** The product shown (product_id, a positive integer). Required; another value is a configuration error. */
  @property({ attribute: 'product-id', converter: idAttribute }) productId: number | null = null;

  /** Whether the greeting is shown (the button was pressed). */
  @state() private greeted = false;

  /**
   * The product (GET /products/{product_id}, spec "Products"): a {@link ProductDetail}, read again
   * when the id, the shop or the catalog language change; its error is reported (\`shop-error\`) and
   * shown with a retry.
   */
  readonly #product = new ShopTask(this, {
    task: async ([shop, id], { signal }): Promise<ProductDetail | undefined> => (shop && id && this.configured ? shop.client.product(id, signal) : undefined),
    args: () => [this.shop, this.productId, this.contentLanguage] as const,
    onError: (error) => this.reportError(error),
  });

  /** \`product-id\`: required (or the \`productId\` property a framework sets), a product_id. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkRequired(this, 'product-id', '101', this.productId === null ? null : String(this.productId)), checkId(this, 'product-id'));
  }

  #greet = (): void => {
    this.greeted = true;
  };

  override render() {
    const language = this.language;
    return renderTask(this.#product, {
      language,
      complete: (product) =>
        product
          ? html\`<section aria-labelledby="heading">
              <h2 id="heading" part="heading">\${product.name}</h2>
              <button type="button" part="button" @click=\${this.#greet}>\${strings(language, 'greet')}</button>
              <p part="greeting" role="status">\${this.greeted ? strings(language, 'greeting', { name: product.name }) : ''}</p>
            </section>\`
          : html\`\`,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${cls};
  }
}
`;
}

function stylesTs(tag: string): string {
  return `/** The styles of \`<${tag}>\` (its \`static styles\`), from the tokens of ../../ui/styles.ts. */
import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const styles = [
  baseStyles,
  css\`
    :host {
      display: block;
    }
    section {
      display: grid;
      gap: var(--_space);
      justify-items: start;
    }
    h2 {
      margin: 0;
    }
    [part='greeting'] {
      margin: 0;
      color: var(--_success);
    }
  \`,
];
`;
}

function stringsTs(tag: string): string {
  const title = titleOf(tag);
  return `/**
 * The texts of \`<${tag}>\` in ko, en and ja, in its chunk (not a part of the language packs: see
 * scripts/create-element.ts). English defines the keys; a key missing in ko or ja is a type error.
 * \`{name}\` placeholders are filled from \`vars\`.
 */
import { fillPlaceholders, type Language, type Translate } from '../../i18n/i18n.js';

const en = {
  // TODO(create-element): the element's texts (the scaffold's: "${title}").
  greet: 'Say hello',
  greeting: 'Hello from {name}!',
};

const ko: Record<keyof typeof en, string> = {
  greet: '인사하기',
  greeting: '{name}에서 인사드려요!',
};

const ja: Record<keyof typeof en, string> = {
  greet: 'あいさつする',
  greeting: '{name}からこんにちは！',
};

const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/** The lookup \`(language, key, vars?) => text\`, as \`defineStrings\` gives (../../i18n/i18n.ts). */
export const strings: Translate<keyof typeof en> = (language, key, vars) => fillPlaceholders(TEXTS[language][key], vars);
`;
}

function defineTs(tag: string, cls: string): string {
  return `/**
 * Entry \`shop-elements/elements/${tag}.js\`: defines \`<${tag}>\` and \`<shop-storefront>\`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ${cls} } from '../elements/${tag}/${tag}.js';
import { defineShopElement } from './register.js';

defineShopElement('${tag}', ${cls});

export { ${cls} };
`;
}

function groupTs(tag: string, group: string): string {
  return `/** CDN group chunk \`${group}\`: \`<${tag}>\` (the loader imports it when the tag is in the page: dist/cdn/manifest.json). */
import '../../define/${tag}.js';
`;
}

function testTs(tag: string, cls: string): string {
  return `import { expect, html } from '@open-wc/testing';
import '../../src/define/${tag}.js';
import type { ${cls} } from '../../src/elements/${tag}/${tag}.js';
import { $, calls, expectConsoleOnce, mountShop, newSite, sendKeys, textOf, until } from './helpers.js';

/** A shop (English unless \`language\`) with a \`<${tag}>\` of \`product-id\`; returns the element. */
async function mount(siteKey: string, productId: string, language = 'en'): Promise<${cls}> {
  const sf = await mountShop(siteKey, html\`<${tag} product-id=\${productId}></${tag}>\`, { language });
  return sf.querySelector('${tag}')!;
}

describe('<${tag}>', () => {
  // TODO(create-element): what a buyer sees and does, every state (loading, error, empty, configuration error).
  it('shows the product, and greets from it when the button is pressed with the keyboard', async () => {
    const siteKey = await newSite();
    const el = await mount(siteKey, '101');
    const heading = await until(() => $(el, '[part="heading"]'), 'the heading');
    expect(textOf(heading)).to.not.equal('');
    expect((await calls(siteKey, 'GET', '/products/101')).length).to.equal(1);
    await expect(el).to.be.accessible();

    $<HTMLButtonElement>(el, '[part="button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => textOf($(el, '[part="greeting"]')!) === \`Hello from \${textOf(heading)}!\`, 'the greeting');
    expect($(el, '[part="greeting"]')!.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
  });

  it('speaks Korean and Japanese', async () => {
    for (const [language, word] of [
      ['ko', '인사하기'],
      ['ja', 'あいさつする'],
    ]) {
      // (A site per language: storefronts of one site share their shop, and its language.)
      const el = await mount(await newSite(), '101', language);
      const button = await until(() => $(el, '[part="button"]'), 'the button');
      expect(textOf(button)).to.equal(word);
    }
  });

  it('shows a configuration error, and sends nothing, for a product-id that is not an id', async () => {
    const siteKey = await newSite();
    let el!: ${cls};
    await expectConsoleOnce(/<${tag}> .*product-id/, async () => {
      el = await mount(siteKey, 'ten');
      await until(() => $(el, '[part~="config-error"]'), 'the configuration error');
    });
    expect(await calls(siteKey, 'GET', /^\\/products/)).to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
`;
}

/** Formats `text` as Prettier would for `path` (the repository's .prettierrc.json). */
async function formatted(root: string, path: string, text: string): Promise<string> {
  const file = join(root, path);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Writes the plan of `tag` into `root` (or, `dryRun`, only returns it). Returns the paths, edits marked. */
export async function create(root: string, tag: string, dryRun = false): Promise<Planned[]> {
  const planned = plan(root, tag);
  // (Prettier leaves the host integrations alone: .prettierignore.)
  for (const p of planned) if (p.path.endsWith('.ts')) p.text = await formatted(root, p.path, p.text);
  if (!dryRun)
    for (const p of planned) {
      mkdirSync(dirname(join(root, p.path)), { recursive: true });
      writeFileSync(join(root, p.path), p.text);
    }
  return planned;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [tag, ...rest] = positionals;
  if (values.help || !tag || rest.length) {
    console.log('Usage: npm run create shop-x [-- --dry-run]\n  Writes a new element <shop-x>, its entry, CDN group, strings and browser test.');
    process.exit(values.help ? 0 : 1);
  }
  const root = process.cwd();
  try {
    const planned = await create(root, tag, values['dry-run']);
    const verb = values['dry-run'] ? 'Would write' : 'Wrote';
    console.log(`${verb}:`);
    for (const p of planned) console.log(`  ${p.edit ? 'edit  ' : 'new   '}${relative(root, join(root, p.path))}`);
    console.log(
      `\nNext: fill in the TODO(create-element) lines, then npm run verify, npm run build and\n` +
        `  SHOP_ENGINES=chromium npm run test:browser -- --files test/browser/${tag}.test.ts\n` +
        `By hand (CONTRIBUTING.md, "Adding an element"): test/node/ssr.test.ts (TAGS), test/visual/states.ts,\n` +
        `  the README's element reference and docs/spec/public-api.md.`,
    );
  } catch (error) {
    console.error(`create-element: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
