/**
 * The sandbox's page model, read by the MCP tools: the demo shop's own pages (demo/**\/*.html),
 * parsed at start into pages made of blocks, each page with its version history.
 *
 * A block is one of:
 * - an **element block**: a `shop-*` element, its kind the tag name, with its attributes (event
 *   handler attributes, `style` and `javascript:` values left out);
 * - a **text block**: a heading, paragraph, list item or other element carrying text, with its
 *   plain text only (no markup: what a reader sees, whitespace collapsed);
 * - an **image block**: an `img`, with its alt text and declared size, never the image or its URL.
 *
 * Scripts, styles, templates, comments, the document head (but its title) and layout elements
 * (div, section, nav…) never become blocks; the blocks inside them keep their order. A page read
 * is this list of blocks (document order, each naming its parent block), never the raw HTML.
 *
 * See docs/mcp.md, "Pages and blocks".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Where the demo pages are (the repository's demo/ folder). */
export const DEMO_DIR = fileURLToPath(new URL('../../demo/', import.meta.url));
/** Where the library's elements are: one folder per tag name. */
export const ELEMENTS_DIR = fileURLToPath(new URL('../../src/elements/', import.meta.url));

/** The role of a text block: what kind of element held the text. */
export type TextRole = 'heading' | 'paragraph' | 'list-item' | 'text';

export interface ElementBlock {
  block_id: string;
  parent_block_id: string | null;
  /** The element's tag name, `shop-…`. */
  kind: string;
  /** The element's attributes as written, minus `on*` handlers, `style` and `javascript:` values. */
  attributes: Record<string, string>;
}

export interface TextBlock {
  block_id: string;
  parent_block_id: string | null;
  kind: 'text';
  role: TextRole;
  /** 1–6 for headings, null otherwise. */
  level: number | null;
  /** Plain text, whitespace collapsed. Never markup. */
  text: string;
}

export interface ImageBlock {
  block_id: string;
  parent_block_id: string | null;
  kind: 'image';
  /** The alt text ("" when the image is decorative or has none). */
  alt: string;
  /** Declared size in CSS pixels, null when not declared. */
  width: number | null;
  height: number | null;
}

export type Block = ElementBlock | TextBlock | ImageBlock;

/** One entry of a page's history: metadata only, never the content of that version. */
export interface PageVersion {
  version: number;
  /** ISO 8601, UTC. */
  created_at: string;
  summary: string;
  block_count: number;
}

export interface Page {
  page_id: number;
  /** The address path the demo serves the page at: `/`, `/cart.html`, `/auth/callback/`. */
  path: string;
  /** The document title. */
  title: string;
  /** The document's `lang`, null when absent. */
  language: string | null;
  status: 'published';
  blocks: Block[];
  /** Oldest first; the last one is the current version. */
  versions: PageVersion[];
}

/** Metadata of a page as the MCP tools list it. */
export interface PageMeta {
  page_id: number;
  path: string;
  title: string;
  language: string | null;
  status: 'published';
  current_version: number;
  updated_at: string;
  block_count: number;
}

/** The first page_id; pages get ids in path order. */
export const FIRST_PAGE_ID = 3001;

/** Elements whose whole subtree never reaches a block. */
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'link', 'meta', 'base']);
/** Elements that always make a text block, with their role. */
const TEXT_ROLES: Record<string, TextRole> = {
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  p: 'paragraph',
  li: 'list-item',
};

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is DefaultTreeAdapterMap['textNode'] => node.nodeName === '#text';
const isShopElement = (tag: string): boolean => /^shop-[a-z0-9-]+$/.test(tag);

function children(node: ParentNode): Node[] {
  return node.childNodes;
}

/** Visible text of a subtree, without the text of skipped elements and of `shop-*` elements. */
function plainText(node: ParentNode): string {
  const parts: string[] = [];
  const visit = (n: ParentNode) => {
    for (const child of children(n)) {
      if (isText(child)) parts.push(child.value);
      else if (isElement(child)) {
        if (SKIPPED.has(child.tagName) || isShopElement(child.tagName)) continue;
        if (child.tagName === 'br') parts.push(' ');
        else visit(child);
      }
    }
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function hasOwnText(element: Element): boolean {
  return children(element).some((child) => isText(child) && child.value.trim() !== '');
}

function safeAttributes(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attrs) {
    if (name.startsWith('on') || name === 'style') continue;
    if (/^\s*javascript:/i.test(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

function dimension(element: Element, name: string): number | null {
  const value = element.attrs.find((a) => a.name === name)?.value;
  return value !== undefined && /^\s*\d+\s*$/.test(value) ? Number.parseInt(value, 10) : null;
}

function findElement(node: ParentNode, tag: string): Element | undefined {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    if (child.tagName === tag) return child;
    const found = findElement(child, tag);
    if (found) return found;
  }
  return undefined;
}

/** The blocks of an HTML document's body, in document order. */
export function blocksOf(html: string): { title: string; language: string | null; blocks: Block[] } {
  const document = parse(html);
  const htmlElement = findElement(document, 'html');
  const head = findElement(document, 'head');
  const title = head ? findElement(head, 'title') : undefined;
  const body = findElement(document, 'body');
  const blocks: Block[] = [];
  const nextId = () => `b${blocks.length + 1}`;

  const walk = (node: ParentNode, parent: string | null, inText: boolean) => {
    for (const child of children(node)) {
      if (!isElement(child) || SKIPPED.has(child.tagName)) continue;
      const tag = child.tagName;
      if (isShopElement(tag)) {
        const block_id = nextId();
        blocks.push({ block_id, parent_block_id: parent, kind: tag, attributes: safeAttributes(child) });
        walk(child, block_id, false);
      } else if (tag === 'img') {
        blocks.push({
          block_id: nextId(),
          parent_block_id: parent,
          kind: 'image',
          alt: (child.attrs.find((a) => a.name === 'alt')?.value ?? '').replace(/\s+/g, ' ').trim(),
          width: dimension(child, 'width'),
          height: dimension(child, 'height'),
        });
      } else if (!inText && (TEXT_ROLES[tag] !== undefined || hasOwnText(child))) {
        const text = plainText(child);
        if (text !== '') {
          const role = TEXT_ROLES[tag] ?? 'text';
          const level = role === 'heading' ? Number(tag.slice(1)) : null;
          blocks.push({ block_id: nextId(), parent_block_id: parent, kind: 'text', role, level, text });
        }
        // Elements and images inside the text still become blocks, after it.
        walk(child, parent, true);
      } else {
        walk(child, parent, inText);
      }
    }
  };
  if (body) walk(body, null, false);
  return {
    title: title ? plainText(title) : '',
    language: htmlElement?.attrs.find((a) => a.name === 'lang')?.value ?? null,
    blocks,
  };
}

/** `index.html` → `/`, `auth/callback/index.html` → `/auth/callback/`, `cart.html` → `/cart.html`. */
export function pathOf(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The HTML files under a folder, as paths relative to it, sorted. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The demo pages, read and parsed now. Each page has two versions: 1, created from the template
 * two days before `now`, and 2, the edit that gave it its current blocks, a day before `now`.
 */
export function loadDemoPages(now = Date.now(), dir = DEMO_DIR): Page[] {
  const day = 86_400_000;
  return htmlFiles(dir).map((file, index) => {
    const { title, language, blocks } = blocksOf(readFileSync(join(dir, file), 'utf8'));
    const frame = blocks.filter((b) => b.kind === 'shop-storefront').length;
    return {
      page_id: FIRST_PAGE_ID + index,
      path: pathOf(file),
      title,
      language,
      status: 'published',
      blocks,
      versions: [
        { version: 1, created_at: new Date(now - 2 * day).toISOString(), summary: 'Page created from the shop template', block_count: frame },
        { version: 2, created_at: new Date(now - day).toISOString(), summary: `Blocks edited (demo/${file.split(sep).join('/')})`, block_count: blocks.length },
      ],
    };
  });
}

export function pageMeta(page: Page): PageMeta {
  const current = page.versions.at(-1);
  return {
    page_id: page.page_id,
    path: page.path,
    title: page.title,
    language: page.language,
    status: page.status,
    current_version: current?.version ?? 1,
    updated_at: current?.created_at ?? new Date(0).toISOString(),
    block_count: page.blocks.length,
  };
}

/** The library's elements: the folders of src/elements (each named after its tag). */
export function libraryElements(dir = ELEMENTS_DIR): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isShopElement(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
