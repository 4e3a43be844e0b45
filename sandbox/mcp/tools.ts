/**
 * The MCP server of one session: read-only tools over the connection named by the request's
 * verified access token (never by an argument). Every tool answers structured content matching
 * its output schema, and the same JSON as text for clients without structured content.
 *
 * | Tool | Input | Output |
 * |---|---|---|
 * | `list_connections` | — | `{ connections: [{ connection_id, platform: { site_id, site_name }, scope, created_at, current }] }` |
 * | `get_platform` | — | `{ connection_id, site_id, site_name, host, language, languages }` |
 * | `list_pages` | — | `{ pages: [page metadata], total }` |
 * | `get_page` | `{ page_id }` | `{ page: page metadata, blocks: [block] }` |
 * | `list_block_kinds` | — | `{ block_kinds: [{ kind, category, page_count }] }` |
 * | `list_page_versions` | `{ page_id }` | `{ page_id, current_version, versions: [{ version, created_at, summary, block_count, current }] }` |
 *
 * See docs/mcp.md, "Tools".
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { LANGUAGES, type SandboxStore } from '../store.js';
import type { Connection, McpAccess } from './access.js';
import { type Page, libraryElements, pageMeta } from './pages.js';

/** The platform's default language (the storefront's, when a call names none). */
export const PLATFORM_LANGUAGE = 'ko';

const PageMetaSchema = z.object({
  page_id: z.number().int().describe('The page id (page_id).'),
  path: z.string().describe('The address path the shop serves the page at, e.g. "/" or "/cart.html".'),
  title: z.string().describe('The document title.'),
  language: z.string().nullable().describe('The page language (its lang attribute), null when not set.'),
  status: z.literal('published'),
  current_version: z.number().int().describe('The version the page shows now.'),
  updated_at: z.string().describe('When the current version was made (ISO 8601, UTC).'),
  block_count: z.number().int().describe('Number of blocks in the page.'),
});

const blockBase = {
  block_id: z.string().describe('Block id, unique within the page ("b1", "b2", … in document order).'),
  parent_block_id: z.string().nullable().describe('The enclosing element block, null at the top.'),
};

const BlockSchema = z.union([
  z.object({
    ...blockBase,
    kind: z
      .string()
      .regex(/^shop-[a-z0-9-]+$/)
      .describe('An element block: the shop element tag name.'),
    attributes: z.record(z.string(), z.string()).describe('The element attributes as configured (no event handlers or styles).'),
  }),
  z.object({
    ...blockBase,
    kind: z.literal('text'),
    role: z.enum(['heading', 'paragraph', 'list-item', 'text']),
    level: z.number().int().min(1).max(6).nullable().describe('Heading level 1–6, null for other roles.'),
    text: z.string().describe('Plain text (no markup), whitespace collapsed.'),
  }),
  z.object({
    ...blockBase,
    kind: z.literal('image'),
    alt: z.string().describe('Alternative text ("" when none).'),
    width: z.number().int().nullable().describe('Declared width in CSS pixels, null when not declared.'),
    height: z.number().int().nullable().describe('Declared height in CSS pixels, null when not declared.'),
  }),
]);

const PageIdInput = { page_id: z.number().int().positive().describe('A page_id from list_pages.') };

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

function result(structured: Record<string, unknown>): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text: JSON.stringify(structured) }] };
}

function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export interface McpToolsContext {
  store: SandboxStore;
  access: McpAccess;
  /** The demo pages; every platform holds a copy of them. */
  pages: Page[];
}

/** A new MCP server (one per session) with the read-only tools. */
export function createMcpServer(ctx: McpToolsContext): McpServer {
  const server = new McpServer(
    { name: 'shop-elements-sandbox-platform', title: 'shop-elements sandbox platform', version: '0.1.0' },
    {
      instructions:
        'Read-only access to one platform connection of the shop-elements sandbox: the connection list, the platform name and ' +
        'language, its pages (metadata, block structure, versions) and the block kinds. Pages are read as blocks, never as HTML.',
    },
  );
  const elementKinds = libraryElements();

  /** The connection of this request's verified token (the transport passes it as authInfo). */
  const connectionOf = (extra: Extra): Connection => {
    const id = extra.authInfo?.extra?.connection_id;
    const connection = typeof id === 'number' ? ctx.access.connection(id) : undefined;
    if (!connection) throw new Error('No verified platform connection for this request.');
    return connection;
  };
  const pageOf = (pageId: number): Page | undefined => ctx.pages.find((p) => p.page_id === pageId);

  server.registerTool(
    'list_connections',
    {
      title: 'Platform connections',
      description:
        'The platform connections this OAuth user allowed this client. The one this access token is bound to is marked current; the others need their own token.',
      outputSchema: {
        connections: z.array(
          z.object({
            connection_id: z.number().int(),
            platform: z.object({ site_id: z.number().int(), site_name: z.string() }),
            scope: z.string().describe('Granted scopes, space-separated.'),
            created_at: z.string().describe('ISO 8601, UTC.'),
            current: z.boolean().describe('True for the connection of this access token.'),
          }),
        ),
      },
      annotations: { title: 'Platform connections', ...READ_ONLY },
    },
    (extra) => {
      const current = connectionOf(extra);
      const connections = ctx.access.connectionsLike(current).map((c) => ({
        connection_id: c.connection_id,
        platform: { site_id: c.site_id, site_name: ctx.store.siteById(c.site_id)?.site_name ?? '' },
        scope: c.scope,
        created_at: c.created_at,
        current: c.connection_id === current.connection_id,
      }));
      return result({ connections });
    },
  );

  server.registerTool(
    'get_platform',
    {
      title: 'Platform',
      description: 'The connected platform: its name and language.',
      outputSchema: {
        connection_id: z.number().int(),
        site_id: z.number().int(),
        site_name: z.string(),
        host: z.string().describe('Host of the platform API.'),
        language: z.string().describe('The default language (ISO 639-1).'),
        languages: z.array(z.string()).describe('Languages the platform serves.'),
      },
      annotations: { title: 'Platform', ...READ_ONLY },
    },
    (extra) => {
      const connection = connectionOf(extra);
      const site = ctx.store.siteById(connection.site_id);
      if (!site) return toolError('The connected platform no longer exists.');
      return result({
        connection_id: connection.connection_id,
        site_id: site.site_id,
        site_name: site.site_name,
        host: new URL(ctx.store.publicUrl).host,
        language: PLATFORM_LANGUAGE,
        languages: [...LANGUAGES],
      });
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'Pages',
      description: 'The pages of the connected platform, with their metadata.',
      outputSchema: { pages: z.array(PageMetaSchema), total: z.number().int() },
      annotations: { title: 'Pages', ...READ_ONLY },
    },
    (extra) => {
      connectionOf(extra);
      return result({ pages: ctx.pages.map(pageMeta), total: ctx.pages.length });
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Page',
      description:
        'One page: its metadata and its block structure (shop elements with their attributes, plain-text blocks, image blocks), in document order. Never the raw HTML, scripts, images or body.',
      inputSchema: PageIdInput,
      outputSchema: { page: PageMetaSchema, blocks: z.array(BlockSchema) },
      annotations: { title: 'Page', ...READ_ONLY },
    },
    ({ page_id }, extra) => {
      connectionOf(extra);
      const page = pageOf(page_id);
      if (!page) return toolError(`No page ${page_id} on this platform. Use list_pages for the page ids.`);
      return result({ page: pageMeta(page), blocks: page.blocks });
    },
  );

  server.registerTool(
    'list_block_kinds',
    {
      title: 'Block kinds',
      description: 'The kinds of block a page can hold: one per shop element of the library, plus text and image. page_count is how many pages use the kind.',
      outputSchema: {
        block_kinds: z.array(
          z.object({
            kind: z.string(),
            category: z.enum(['element', 'text', 'image']),
            page_count: z.number().int(),
          }),
        ),
      },
      annotations: { title: 'Block kinds', ...READ_ONLY },
    },
    (extra) => {
      connectionOf(extra);
      const used = new Set(ctx.pages.flatMap((p) => p.blocks.map((b) => b.kind)));
      const elements = [...new Set([...elementKinds, ...[...used].filter((k) => k.startsWith('shop-'))])].sort();
      const count = (kind: string) => ctx.pages.filter((p) => p.blocks.some((b) => b.kind === kind)).length;
      const block_kinds = [
        ...elements.map((kind) => ({ kind, category: 'element' as const, page_count: count(kind) })),
        { kind: 'text', category: 'text' as const, page_count: count('text') },
        { kind: 'image', category: 'image' as const, page_count: count('image') },
      ];
      return result({ block_kinds });
    },
  );

  server.registerTool(
    'list_page_versions',
    {
      title: 'Page versions',
      description: 'The version history of one page, oldest first: metadata only (no content of past versions).',
      inputSchema: PageIdInput,
      outputSchema: {
        page_id: z.number().int(),
        current_version: z.number().int(),
        versions: z.array(
          z.object({
            version: z.number().int(),
            created_at: z.string().describe('ISO 8601, UTC.'),
            summary: z.string(),
            block_count: z.number().int(),
            current: z.boolean(),
          }),
        ),
      },
      annotations: { title: 'Page versions', ...READ_ONLY },
    },
    ({ page_id }, extra) => {
      connectionOf(extra);
      const page = pageOf(page_id);
      if (!page) return toolError(`No page ${page_id} on this platform. Use list_pages for the page ids.`);
      const current = page.versions.at(-1)?.version ?? 1;
      return result({
        page_id: page.page_id,
        current_version: current,
        versions: page.versions.map((v) => ({ ...v, current: v.version === current })),
      });
    },
  );

  return server;
}
