/**
 * The state of the sandbox's MCP access: OAuth clients (dynamically registered), OAuth users (the
 * platform's seller accounts), platform connections, authorization codes and access tokens.
 *
 * A **connection** binds one platform (a sandbox site), one OAuth user and one OAuth client. An
 * access token belongs to exactly one connection and one resource (its audience, the MCP address
 * it was requested for), lives {@link TOKEN_LIFETIME_S} seconds and carries the one scope
 * {@link MCP_SCOPE}. Tokens are opaque (`mcp_at_…`) and kept only as SHA-256 hashes. See
 * docs/mcp.md.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type SandboxStore, type Site, TEMPLATE_SITE_KEY, randomToken } from '../store.js';

/** The only scope: read-only MCP access. */
export const MCP_SCOPE = 'mcp:read';
/** Lifetime of an access token, in seconds. */
export const TOKEN_LIFETIME_S = 3600;
/** Lifetime of an authorization code, in milliseconds. */
export const CODE_LIFETIME_MS = 5 * 60_000;
/** The pre-registered client of the demo connections (`POST /__sandbox/mcp/token`). */
export const DEMO_CLIENT_ID = 'sandbox-mcp-demo-client';
/** The OAuth user of the demo connections: the sandbox platform's seller account. */
export const DEMO_SELLER = { name: 'Demo Seller', email: 'seller@example.com' } as const;

/** Registered clients kept at most; the oldest registration goes first. */
const MAX_CLIENTS = 500;

export interface OAuthClient {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  /** Epoch seconds. */
  client_id_issued_at: number;
}

export interface OAuthUser {
  user_id: number;
  name: string;
  email: string;
}

export interface Connection {
  connection_id: number;
  site_id: number;
  user_id: number;
  client_id: string;
  scope: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface AuthorizationCode {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  resource: string;
  scope: string;
  site_id: number;
  user_id: number;
  expires_at: number;
  /** True once an exchange was tried: a code is good for one try. */
  used: boolean;
  /** Hash of the token the code was exchanged for (a second exchange revokes it). */
  token_hash: string | null;
}

export interface AccessToken {
  connection_id: number;
  client_id: string;
  user_id: number;
  site_id: number;
  /** The audience: the MCP address the token was issued for. */
  resource: string;
  scope: string;
  /** Epoch ms. */
  expires_at: number;
}

export type Verified = { ok: true; token: AccessToken; connection: Connection } | { ok: false; reason: string };

const hash = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** RFC 7636 S256: base64url(SHA-256(verifier)) compared with the challenge in constant time. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export class McpAccess {
  private readonly clients = new Map<string, OAuthClient>();
  private readonly users = new Map<string, OAuthUser>();
  private readonly connections = new Map<number, Connection>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly tokens = new Map<string, AccessToken>();
  private nextUserId = 1;
  private nextConnectionId = 1;

  constructor(private readonly store: SandboxStore) {
    this.clients.set(DEMO_CLIENT_ID, {
      client_id: DEMO_CLIENT_ID,
      client_name: 'Sandbox demo client',
      redirect_uris: [],
      client_id_issued_at: Math.floor(Date.now() / 1000),
    });
  }

  // --- clients ----------------------------------------------------------------------------------

  registerClient(input: { client_name: string; redirect_uris: string[] }): OAuthClient {
    const client: OAuthClient = {
      client_id: randomToken('mcp_client_', 12),
      client_name: input.client_name,
      redirect_uris: input.redirect_uris,
      client_id_issued_at: Math.floor(Date.now() / 1000),
    };
    this.clients.set(client.client_id, client);
    if (this.clients.size > MAX_CLIENTS) {
      for (const id of this.clients.keys()) {
        if (id === DEMO_CLIENT_ID) continue;
        this.clients.delete(id);
        break;
      }
    }
    return client;
  }

  client(clientId: string | undefined): OAuthClient | undefined {
    return clientId ? this.clients.get(clientId) : undefined;
  }

  // --- users, platforms, connections -----------------------------------------------------------

  /** The OAuth user with this email (case-insensitive), created on first sign-in. */
  user(input: { name: string; email: string }): OAuthUser {
    const key = input.email.trim().toLowerCase();
    let user = this.users.get(key);
    if (!user) {
      user = { user_id: this.nextUserId++, name: input.name.trim(), email: input.email.trim() };
      this.users.set(key, user);
    }
    return user;
  }

  userById(userId: number): OAuthUser | undefined {
    for (const user of this.users.values()) if (user.user_id === userId) return user;
    return undefined;
  }

  /** The platforms a user can connect: every sandbox site but the seed template. */
  platforms(): Site[] {
    return this.store.sites().filter((site) => site.site_key !== TEMPLATE_SITE_KEY);
  }

  platform(siteId: number): Site | undefined {
    const site = this.store.siteById(siteId);
    return site && site.site_key !== TEMPLATE_SITE_KEY ? site : undefined;
  }

  /** The connection of (platform, user, client), created on first use. */
  connect(site: Site, user: OAuthUser, clientId: string, scope: string): Connection {
    for (const connection of this.connections.values()) {
      if (connection.site_id === site.site_id && connection.user_id === user.user_id && connection.client_id === clientId) {
        return connection;
      }
    }
    const connection: Connection = {
      connection_id: this.nextConnectionId++,
      site_id: site.site_id,
      user_id: user.user_id,
      client_id: clientId,
      scope,
      created_at: new Date().toISOString(),
    };
    this.connections.set(connection.connection_id, connection);
    return connection;
  }

  connection(id: number): Connection | undefined {
    return this.connections.get(id);
  }

  /** The connections the same OAuth user allowed the same client, oldest first. */
  connectionsLike(connection: Connection): Connection[] {
    return [...this.connections.values()].filter((c) => c.user_id === connection.user_id && c.client_id === connection.client_id);
  }

  // --- codes and tokens ------------------------------------------------------------------------

  issueCode(input: Omit<AuthorizationCode, 'expires_at' | 'used' | 'token_hash'>): string {
    const now = Date.now();
    for (const [code, entry] of this.codes) if (entry.expires_at < now) this.codes.delete(code);
    const code = randomToken('mcp_code_', 24);
    this.codes.set(hash(code), { ...input, expires_at: now + CODE_LIFETIME_MS, used: false, token_hash: null });
    return code;
  }

  /**
   * The code's grant, for one exchange attempt (a failed attempt uses the code up too). A second
   * use revokes the token the first one got (RFC 6749 §4.1.2) and answers undefined, as does an
   * unknown or expired code.
   */
  redeemCode(code: string): AuthorizationCode | undefined {
    const entry = this.codes.get(hash(code));
    if (!entry) return undefined;
    if (entry.used || entry.expires_at < Date.now()) {
      if (entry.token_hash !== null) this.tokens.delete(entry.token_hash);
      this.codes.delete(hash(code));
      return undefined;
    }
    entry.used = true;
    return entry;
  }

  /** A new access token of the connection for one resource. */
  issueToken(connection: Connection, resource: string, from?: AuthorizationCode): { access_token: string; expires_in: number } {
    const now = Date.now();
    for (const [key, token] of this.tokens) if (token.expires_at < now) this.tokens.delete(key);
    const access_token = randomToken('mcp_at_', 32);
    this.tokens.set(hash(access_token), {
      connection_id: connection.connection_id,
      client_id: connection.client_id,
      user_id: connection.user_id,
      site_id: connection.site_id,
      resource,
      scope: connection.scope,
      expires_at: now + TOKEN_LIFETIME_S * 1000,
    });
    if (from) from.token_hash = hash(access_token);
    return { access_token, expires_in: TOKEN_LIFETIME_S };
  }

  /**
   * Checks a bearer token for the MCP resource at `resource`: known, unexpired, issued for that
   * resource, with the MCP scope, and its connection still there. Anything else (a storefront
   * key, a server key, a buyer token, a cookie value) is not one of our tokens and fails.
   */
  verify(bearer: string | undefined, resource: string): Verified {
    if (!bearer) return { ok: false, reason: 'No access token.' };
    const token = this.tokens.get(hash(bearer));
    if (!token) return { ok: false, reason: 'The access token is not an MCP access token of this platform.' };
    if (token.expires_at < Date.now()) {
      this.tokens.delete(hash(bearer));
      return { ok: false, reason: 'The access token has expired.' };
    }
    if (token.resource !== resource) return { ok: false, reason: `The access token was issued for ${token.resource}, not for ${resource}.` };
    if (!token.scope.split(' ').includes(MCP_SCOPE)) return { ok: false, reason: `The access token lacks the scope ${MCP_SCOPE}.` };
    const connection = this.connections.get(token.connection_id);
    if (!connection) return { ok: false, reason: 'The connection of this access token no longer exists.' };
    return { ok: true, token, connection };
  }
}
