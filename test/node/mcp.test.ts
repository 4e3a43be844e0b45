/**
 * The sandbox's MCP access over real HTTP, with the official SDK's own client: off by default,
 * discovery from the 401, the OAuth flow (registration, consent page, PKCE, token), every tool,
 * the credentials that must not reach it, sessions bound to their connection, GET and DELETE
 * refused, Host and Origin checks, protocol versions, and no raw HTML in any page read.
 * `node --import tsx --test test/node/mcp.test.ts`.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  type OAuthClientProvider,
  UnauthorizedError,
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
  type OAuthClientInformationMixed,
  type OAuthClientMetadata,
  type OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { mcpEnabled } from '../../sandbox/mcp/index.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';

type Json = Record<string, any>;

const TOOLS = ['get_page', 'get_platform', 'list_block_kinds', 'list_connections', 'list_page_versions', 'list_pages'];
const REDIRECT_URL = 'http://127.0.0.1:9/callback';

let sandbox: RunningSandbox;
let mcpUrl: string;
let origin: string;

before(async () => {
  sandbox = await startSandbox({ port: 0, demoOrigins: [], mcp: true });
  mcpUrl = sandbox.mcpUrl!;
  origin = new URL(mcpUrl).origin;
});

after(async () => {
  await sandbox.close();
});

/** An OAuth client as an MCP host keeps it: registration, PKCE verifier, tokens, in memory. */
class TestOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  readonly expectedState = randomUUID();
  private info: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';

  get redirectUrl(): string {
    return REDIRECT_URL;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP test client',
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    return this.expectedState;
  }
  clientInformation(): OAuthClientInformationMixed | undefined {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed): void {
    this.info = info;
  }
  tokens(): OAuthTokens | undefined {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }
  codeVerifier(): string {
    return this.verifier;
  }
}

type Element = DefaultTreeAdapterMap['element'];

/** The consent page's form fields (hidden ones as sent, inputs with their values). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const el = child as Element;
      const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value;
      if (el.tagName === 'input' && attr('name')) fields[attr('name')!] = attr('value') ?? '';
      if (el.tagName === 'select' && attr('name')) {
        const option = el.childNodes.find((o) => 'tagName' in o && (o as Element).attrs.some((a) => a.name === 'selected')) as Element | undefined;
        fields[attr('name')!] = option?.attrs.find((a) => a.name === 'value')?.value ?? '';
      }
      visit(el);
    }
  };
  visit(parse(html));
  return fields;
}

/** Opens the consent page like a browser, submits it with `decision`, answers the redirect. */
async function consent(authorizationUrl: URL, change: Record<string, string> = {}, decision = 'allow'): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' });
  assert.equal(page.status, 200, 'the consent page opens');
  assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  const fields = { ...formFields(await page.text()), ...change, decision };
  const answer = await fetch(new URL('/oauth/authorize', authorizationUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: authorizationUrl.origin },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  assert.equal(answer.status, 302, `consent answers a redirect (got ${answer.status})`);
  return new URL(answer.headers.get('location')!);
}

/** The whole flow with the SDK client: 401 → discovery → registration → consent → token → connected. */
async function authorizedClient(
  change: Record<string, string> = {},
): Promise<{ client: Client; provider: TestOAuthProvider; transport: StreamableHTTPClientTransport }> {
  const provider = new TestOAuthProvider();
  const first = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  await assert.rejects(new Client({ name: 'test', version: '1' }).connect(first), UnauthorizedError);
  assert.ok(provider.authorizationUrl, 'the SDK asked to open the authorization page');
  const back = await consent(provider.authorizationUrl, change);
  assert.equal(back.origin + back.pathname, REDIRECT_URL);
  assert.equal(back.searchParams.get('state'), provider.expectedState);
  assert.equal(back.searchParams.get('iss'), origin);
  await first.finishAuth(back.searchParams.get('code')!);
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
  return { client, provider, transport };
}

async function demoToken(siteKey = 'demo-site-key', resource?: string): Promise<string> {
  const res = await fetch(`${sandbox.url}/__sandbox/mcp/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site_key: siteKey, ...(resource ? { resource } : {}) }),
  });
  const body = (await res.json()) as Json;
  assert.equal(res.status, 200, JSON.stringify(body));
  assert.equal(body.token_type, 'Bearer');
  assert.equal(body.expires_in, 3600);
  return body.access_token as string;
}

async function tokenClient(token: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
  return { client, transport };
}

async function call(client: Client, name: string, args: Json = {}): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
  assert.ok(result.structuredContent, `${name} answers structured content`);
  const text = result.content.find((c) => c.type === 'text');
  assert.deepEqual(JSON.parse(text && text.type === 'text' ? text.text : 'null'), result.structuredContent, `${name}: the text content is the same JSON`);
  return result.structuredContent as Json;
}

const INIT = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

function post(body: unknown, headers: Record<string, string> = {}, url = mcpUrl): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
}

/** The demo pages as files: path → raw HTML (to compare the block reading with). */
function demoFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync('demo', { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))) {
    const path = `/${file}`.replace(/\/index\.html$/, '/');
    files.set(path, readFileSync(`demo/${file}`, 'utf8'));
  }
  return files;
}

describe('MCP access: on and off', () => {
  it('is off by default: /mcp and both metadata paths answer the generic 404', async () => {
    const off = await startSandbox({ port: 0 });
    try {
      assert.equal(off.mcpUrl, undefined);
      for (const [method, path] of [
        ['POST', '/mcp'],
        ['GET', '/mcp'],
        ['DELETE', '/mcp'],
        ['GET', '/.well-known/oauth-protected-resource/mcp'],
        ['GET', '/.well-known/oauth-protected-resource'],
        ['GET', '/.well-known/oauth-authorization-server'],
        ['POST', '/__sandbox/mcp/token'],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${off.port}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.deepEqual(await res.json(), { message: `No endpoint ${method} ${path}.` });
      }
    } finally {
      await off.close();
    }
  });

  it('reads MCP_ENABLED: true/1 on, unset/false/0 off, anything else refused', () => {
    assert.equal(mcpEnabled(undefined), false);
    assert.equal(mcpEnabled(''), false);
    assert.equal(mcpEnabled('false'), false);
    assert.equal(mcpEnabled('0'), false);
    assert.equal(mcpEnabled('true'), true);
    assert.equal(mcpEnabled('TRUE'), true);
    assert.equal(mcpEnabled('1'), true);
    assert.throws(() => mcpEnabled('yes'), /MCP_ENABLED must be true or false/);
  });

  it('listens at the local address http://127.0.0.1:<port>/mcp', () => {
    assert.equal(mcpUrl, `http://127.0.0.1:${sandbox.port}/mcp`);
  });
});

describe('MCP access: discovery and OAuth', () => {
  it('answers a request without a token 401 with WWW-Authenticate pointing at the resource metadata', async () => {
    const res = await post(INIT('2025-11-25'));
    assert.equal(res.status, 401);
    const params = extractWWWAuthenticateParams(res);
    assert.equal(String(params.resourceMetadataUrl), `${origin}/.well-known/oauth-protected-resource/mcp`);
    assert.equal(params.scope, 'mcp:read');
    assert.match(res.headers.get('www-authenticate')!, /^Bearer /);

    const prm = OAuthProtectedResourceMetadataSchema.parse(
      await discoverOAuthProtectedResourceMetadata(mcpUrl, { resourceMetadataUrl: params.resourceMetadataUrl }),
    );
    assert.equal(prm.resource, mcpUrl);
    assert.deepEqual(prm.authorization_servers, [origin]);
    assert.deepEqual(prm.scopes_supported, ['mcp:read']);
    const root = await (await fetch(`${origin}/.well-known/oauth-protected-resource`)).json();
    assert.deepEqual(root, prm, 'the root metadata path serves the same document');

    const as = OAuthMetadataSchema.parse(await discoverAuthorizationServerMetadata(prm.authorization_servers![0]!));
    assert.equal(as.issuer, origin);
    assert.deepEqual(as.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(as.response_types_supported, ['code']);
    assert.deepEqual(as.grant_types_supported, ['authorization_code']);
    assert.equal(as.registration_endpoint, `${origin}/oauth/register`);
  });

  it('runs the SDK client flow: 401, discovery, registration, consent, PKCE token, tools', async () => {
    const { client, provider } = await authorizedClient();
    const tokens = provider.tokens()!;
    assert.equal(tokens.token_type, 'Bearer');
    assert.equal(tokens.scope, 'mcp:read');
    assert.equal(tokens.expires_in, 3600);
    assert.match(String(provider.clientInformation()?.client_id), /^mcp_client_/);
    const platform = await call(client, 'get_platform');
    assert.equal(platform.site_name, 'Sandbox Shop');
    await client.close();
  });

  it('binds the connection the user chose on the consent page', async () => {
    const created = (await (
      await fetch(`${sandbox.url}/__sandbox/sites`, { method: 'POST', body: JSON.stringify({ origins: [], name: 'Second Platform' }) })
    ).json()) as Json;
    const { client } = await authorizedClient({ site_id: String(created.site_id), email: 'owner@example.com', name: 'Owner' });
    const platform = await call(client, 'get_platform');
    assert.equal(platform.site_id, created.site_id);
    assert.equal(platform.site_name, 'Second Platform');
    const { connections } = await call(client, 'list_connections');
    assert.equal(connections.length, 1);
    assert.deepEqual(connections[0].platform, { site_id: created.site_id, site_name: 'Second Platform' });
    assert.equal(connections[0].current, true);
    await client.close();
  });

  it('refuses a denied consent, a wrong PKCE verifier, a reused code and a foreign redirect_uri', async () => {
    const register = async () =>
      (await (
        await fetch(`${origin}/oauth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_name: 'raw', redirect_uris: [REDIRECT_URL], token_endpoint_auth_method: 'none' }),
        })
      ).json()) as Json;
    const client = await register();
    assert.equal(client.token_endpoint_auth_method, 'none');
    const verifier = 'v'.repeat(64);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = (extra: Record<string, string> = {}) =>
      new URL(
        `${origin}/oauth/authorize?${new URLSearchParams({
          response_type: 'code',
          client_id: client.client_id,
          redirect_uri: REDIRECT_URL,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          state: 's1',
          resource: mcpUrl,
          scope: 'mcp:read',
          ...extra,
        })}`,
      );
    const token = (code: string, v = verifier) =>
      fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: client.client_id,
          code,
          code_verifier: v,
          redirect_uri: REDIRECT_URL,
          resource: mcpUrl,
        }),
      });

    const denied = await consent(authorize(), {}, 'deny');
    assert.equal(denied.searchParams.get('error'), 'access_denied');
    assert.equal(denied.searchParams.get('state'), 's1');
    assert.equal(denied.searchParams.get('code'), null);

    const noPkce = await fetch(authorize({ code_challenge: '' }), { redirect: 'manual' });
    assert.equal(new URL(noPkce.headers.get('location')!).searchParams.get('error'), 'invalid_request');
    const otherResource = await fetch(authorize({ resource: 'https://elsewhere.example/mcp' }), { redirect: 'manual' });
    assert.equal(new URL(otherResource.headers.get('location')!).searchParams.get('error'), 'invalid_target');
    const foreignRedirect = await fetch(authorize({ redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    assert.equal(foreignRedirect.status, 400, 'an unregistered redirect_uri gets an error page, never a redirect');

    const wrong = await consent(authorize());
    const wrongAnswer = await token(wrong.searchParams.get('code')!, 'w'.repeat(64));
    assert.equal(wrongAnswer.status, 400);
    assert.equal(((await wrongAnswer.json()) as Json).error, 'invalid_grant');

    const good = await consent(authorize());
    const code = good.searchParams.get('code')!;
    const first = await token(code);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'no-store');
    const { access_token } = (await first.json()) as Json;
    assert.equal((await post(INIT('2025-11-25'), { Authorization: `Bearer ${access_token}` })).status, 200);
    const again = await token(code);
    assert.equal(((await again.json()) as Json).error, 'invalid_grant');
    assert.equal((await post(INIT('2025-11-25'), { Authorization: `Bearer ${access_token}` })).status, 401, 'a reused code revokes its token');
  });
});

describe('MCP access: tools', () => {
  let client: Client;
  before(async () => {
    ({ client } = await tokenClient(await demoToken()));
  });
  after(async () => {
    await client.close();
  });

  it('lists exactly the read-only tools, each with an output schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const tool of tools) {
      assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has an output schema`);
      assert.equal(tool.inputSchema.type, 'object');
      assert.ok(tool.description, `${tool.name} has a description`);
      assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
      assert.equal(tool.annotations?.destructiveHint, false);
    }
  });

  it('get_platform and list_connections: the demo connection', async () => {
    const platform = await call(client, 'get_platform');
    assert.deepEqual(
      { site_id: platform.site_id, site_name: platform.site_name, language: platform.language, languages: platform.languages },
      { site_id: 1, site_name: 'Sandbox Shop', language: 'ko', languages: ['ko', 'en', 'ja'] },
    );
    const { connections } = await call(client, 'list_connections');
    assert.equal(connections.length, 1);
    assert.equal(connections[0].connection_id, platform.connection_id);
    assert.equal(connections[0].current, true);
    assert.equal(connections[0].scope, 'mcp:read');
  });

  it('list_pages and get_page: the demo pages, read as blocks', async () => {
    const files = demoFiles();
    const { pages, total } = await call(client, 'list_pages');
    assert.equal(total, files.size);
    assert.deepEqual(new Set(pages.map((p: Json) => p.path)), new Set(files.keys()));
    for (const meta of pages) {
      const html = files.get(meta.path)!;
      assert.equal(meta.title, /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&'));
      const { page, blocks } = await call(client, 'get_page', { page_id: meta.page_id });
      assert.deepEqual(page, meta);
      assert.equal(blocks.length, meta.block_count);
      // Every shop element of the file is an element block, with its attributes.
      const tags = [...html.matchAll(/<(shop-[a-z-]+)([^>]*)>/g)];
      const elementBlocks = blocks.filter((b: Json) => b.kind.startsWith('shop-'));
      assert.deepEqual(
        elementBlocks.map((b: Json) => b.kind),
        tags.map((t) => t[1]),
        `${meta.path}: element blocks in document order`,
      );
      for (const [i, tag] of tags.entries()) {
        for (const [, name, value] of tag[2]!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
          assert.equal(elementBlocks[i].attributes[name!], value, `${meta.path}: ${tag[1]} ${name}`);
        }
      }
      // Every heading is a text block of its level.
      for (const [, level, text] of html.matchAll(/<h([1-6])[^>]*>([^<]*)<\/h\1>/g)) {
        assert.ok(
          blocks.some((b: Json) => b.kind === 'text' && b.role === 'heading' && b.level === Number(level) && b.text === text!.replaceAll('&amp;', '&')),
          `${meta.path}: heading "${text}"`,
        );
      }
      // Parents are element blocks that come before.
      for (const block of blocks) {
        if (block.parent_block_id === null) continue;
        const parent = blocks.findIndex((b: Json) => b.block_id === block.parent_block_id);
        assert.ok(parent >= 0 && parent < blocks.indexOf(block) && blocks[parent].kind.startsWith('shop-'));
      }
    }
    const missing = (await client.callTool({ name: 'get_page', arguments: { page_id: 999999 } })) as CallToolResult;
    assert.equal(missing.isError, true);
    assert.match(JSON.stringify(missing.content), /No page 999999/);
  });

  it('never returns raw HTML, scripts, images or the body in a page read', async () => {
    const { pages } = await call(client, 'list_pages');
    for (const meta of pages) {
      const read = await call(client, 'get_page', { page_id: meta.page_id });
      const json = JSON.stringify(read);
      for (const raw of ['</', '<!', '<script', '<link', '<meta', '<body', '<html', '<main', '<img', 'type=\\"module\\"', 'shop-elements.js', 'style.css']) {
        assert.ok(!json.includes(raw), `${meta.path}: no "${raw}" in ${json.slice(0, 200)}…`);
      }
      for (const block of read.blocks) {
        assert.deepEqual(
          Object.keys(block).sort(),
          block.kind === 'text'
            ? ['block_id', 'kind', 'level', 'parent_block_id', 'role', 'text']
            : block.kind === 'image'
              ? ['alt', 'block_id', 'height', 'kind', 'parent_block_id', 'width']
              : ['attributes', 'block_id', 'kind', 'parent_block_id'],
        );
        if (block.kind === 'text') assert.doesNotMatch(block.text, /<[a-z][\w-]*\s+[\w-]+\s*=|<\/[a-z]/i);
      }
    }
  });

  it('list_block_kinds: every element of the library, text and image', async () => {
    const { block_kinds } = await call(client, 'list_block_kinds');
    const elements = readdirSync('src/elements')
      .filter((d) => d.startsWith('shop-'))
      .sort();
    assert.deepEqual(
      block_kinds.filter((k: Json) => k.category === 'element').map((k: Json) => k.kind),
      elements,
    );
    assert.deepEqual(
      block_kinds.filter((k: Json) => k.category !== 'element').map((k: Json) => k.kind),
      ['text', 'image'],
    );
    const pageCount = demoFiles().size;
    assert.equal(block_kinds.find((k: Json) => k.kind === 'shop-storefront').page_count, pageCount);
    assert.equal(
      block_kinds.find((k: Json) => k.kind === 'shop-product-list').page_count,
      [...demoFiles().values()].filter((h) => h.includes('<shop-product-list')).length,
    );
  });

  it('list_page_versions: metadata of every version, the last one current', async () => {
    const { pages } = await call(client, 'list_pages');
    for (const meta of pages) {
      const history = await call(client, 'list_page_versions', { page_id: meta.page_id });
      assert.equal(history.page_id, meta.page_id);
      assert.ok(history.versions.length >= 2, 'a page has at least two versions');
      assert.deepEqual(
        history.versions.map((v: Json) => v.version),
        history.versions.map((_: Json, i: number) => i + 1),
      );
      assert.equal(history.current_version, meta.current_version);
      assert.deepEqual(
        history.versions.map((v: Json) => v.current),
        history.versions.map((v: Json) => v.version === meta.current_version),
      );
      assert.equal(history.versions.at(-1).created_at, meta.updated_at);
      assert.equal(history.versions.at(-1).block_count, meta.block_count);
      for (const v of history.versions) assert.deepEqual(Object.keys(v).sort(), ['block_count', 'created_at', 'current', 'summary', 'version']);
    }
  });

  it('makes no storefront call with the token (the token is never forwarded)', async () => {
    await call(client, 'list_pages');
    await call(client, 'get_platform');
    const { requests } = (await (await fetch(`${sandbox.url}/__sandbox/requests?site_key=demo-site-key`)).json()) as Json;
    assert.deepEqual(requests, []);
  });
});

describe('MCP access: credentials that cannot reach it', () => {
  async function refused(headers: Record<string, string>): Promise<void> {
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers } });
    await assert.rejects(new Client({ name: 'test', version: '1' }).connect(transport), (error: unknown) => {
      assert.ok(error instanceof StreamableHTTPError, String(error));
      assert.equal(error.code, 401);
      return true;
    });
    const res = await post(INIT('2025-11-25'), headers);
    assert.equal(res.status, 401);
    assert.match(res.headers.get('www-authenticate')!, /resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"/);
    if (headers.Authorization) assert.match(res.headers.get('www-authenticate')!, /error="invalid_token"/);
  }

  it('refuses the storefront key, as its header and as a bearer', async () => {
    await refused({ 'X-Service-Site-Key': 'demo-site-key' });
    await refused({ Authorization: 'Bearer demo-site-key' });
  });

  it('refuses the server private key', async () => {
    await refused({ Authorization: 'Bearer demo-server-key' });
  });

  it('refuses a buyer token and a site cookie', async () => {
    const login = (await (
      await fetch(`${sandbox.url}/__sandbox/login`, { method: 'POST', body: JSON.stringify({ site_key: 'demo-site-key' }) })
    ).json()) as Json;
    assert.ok(login.token);
    await refused({ Authorization: `Bearer ${login.token}` });
    const guest = await fetch(`${sandbox.url}/api/storefront/v1/guest-cart`, { headers: { 'X-Service-Site-Key': 'demo-site-key' } });
    const cookie = guest.headers.get('set-cookie')!.split(';')[0]!;
    await refused({ Cookie: cookie });
  });

  it('refuses a token issued for another address (audience)', async () => {
    const forLocalhost = await demoToken('demo-site-key', `http://localhost:${sandbox.port}/mcp`);
    await refused({ Authorization: `Bearer ${forLocalhost}` });
    const res = await post(INIT('2025-11-25'), { Authorization: `Bearer ${forLocalhost}` }, `http://localhost:${sandbox.port}/mcp`);
    assert.equal(res.status, 200, 'the same token works at the address it was issued for');
  });

  it("keeps a session to its connection: another connection's token finds no session", async () => {
    const site = (await (
      await fetch(`${sandbox.url}/__sandbox/sites`, { method: 'POST', body: JSON.stringify({ origins: [], name: 'Other Shop' }) })
    ).json()) as Json;
    const mine = await demoToken();
    const theirs = await demoToken(site.site_key);
    const { client, transport } = await tokenClient(mine);
    const sessionId = transport.sessionId!;
    assert.ok(sessionId);

    const list = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_platform', arguments: {} } };
    const session = { 'Mcp-Session-Id': sessionId, 'Mcp-Protocol-Version': '2025-11-25' };
    const stolen = await post(list, { ...session, Authorization: `Bearer ${theirs}` });
    assert.equal(stolen.status, 404);
    assert.equal(((await stolen.json()) as Json).error.message, 'Session not found');
    const own = await post(list, { ...session, Authorization: `Bearer ${mine}` });
    assert.equal(own.status, 200);
    assert.equal(((await own.json()) as Json).result.structuredContent.site_name, 'Sandbox Shop');

    // Their token reaches their own platform only.
    const other = await tokenClient(theirs);
    assert.equal((await call(other.client, 'get_platform')).site_name, 'Other Shop');
    await other.client.close();
    await client.close();
  });
});

describe('MCP access: transport rules', () => {
  it('refuses GET and DELETE of the resource with 405, with or without a token', async () => {
    const token = await demoToken();
    for (const method of ['GET', 'DELETE']) {
      for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const res = await fetch(mcpUrl, { method, headers: { Accept: 'text/event-stream', ...headers } });
        assert.equal(res.status, 405, method);
        assert.equal(res.headers.get('allow'), 'POST');
      }
    }
    // The SDK client takes the 405s in its stride: it connects (its GET for a stream is refused),
    // and asking to end the session leaves the session in place.
    const { client, transport } = await tokenClient(token);
    const sessionId = transport.sessionId!;
    await transport.terminateSession();
    const still = await post(
      { jsonrpc: '2.0', id: 9, method: 'ping' },
      { Authorization: `Bearer ${token}`, 'Mcp-Session-Id': sessionId, 'Mcp-Protocol-Version': '2025-11-25' },
    );
    assert.equal(still.status, 200, 'the session was not deleted');
    await client.close();
  });

  it('checks Host and Origin against DNS rebinding, and answers loopback origins with CORS', async () => {
    const token = await demoToken();
    const auth = { Authorization: `Bearer ${token}` };
    const { request } = await import('node:http');
    const rawStatus = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: sandbox.port, path: '/.well-known/oauth-protected-resource/mcp', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    assert.equal(await rawStatus('evil.example.com'), 403);
    assert.equal(await rawStatus(`evil.example.com:${sandbox.port}`), 403);
    assert.equal(await rawStatus(`127.0.0.1:${sandbox.port}`), 200);
    assert.equal(await rawStatus(`localhost:${sandbox.port}`), 200);

    assert.equal((await post(INIT('2025-11-25'), { ...auth, Origin: 'https://evil.example.com' })).status, 403);
    const local = await post(INIT('2025-11-25'), { ...auth, Origin: 'http://localhost:6274' });
    assert.equal(local.status, 200);
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:6274');
    assert.match(local.headers.get('access-control-expose-headers') ?? '', /Mcp-Session-Id/);
    const preflight = await fetch(mcpUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:6274',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, mcp-protocol-version',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Mcp-Protocol-Version/);
  });

  it('speaks protocol versions 2025-11-25 and 2025-06-18 only', async () => {
    const auth = { Authorization: `Bearer ${await demoToken()}` };
    const version = async (asked: string) => ((await (await post(INIT(asked), auth)).json()) as Json).result.protocolVersion;
    assert.equal(await version('2025-11-25'), '2025-11-25');
    assert.equal(await version('2025-06-18'), '2025-06-18');
    assert.equal(await version('2025-03-26'), '2025-11-25', 'an older version is answered with the latest');
    const init = await post(INIT('2025-06-18'), auth);
    const session = init.headers.get('mcp-session-id')!;
    const ping = (v: string) => post({ jsonrpc: '2.0', id: 3, method: 'ping' }, { ...auth, 'Mcp-Session-Id': session, 'Mcp-Protocol-Version': v });
    assert.equal((await ping('2025-06-18')).status, 200);
    assert.equal((await ping('2025-03-26')).status, 400);
  });
});
