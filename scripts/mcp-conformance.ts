/**
 * `npm run test:mcp-conformance`: runs the MCP conformance suite's generic server scenarios
 * (initialize, ping, tools list, DNS rebinding protection) against the sandbox's MCP access.
 *
 * The suite needs Node 22 and has no way to send an access token, so this script:
 * 1. starts the sandbox with MCP on (a free port) and takes a demo token from
 *    `POST /__sandbox/mcp/token`;
 * 2. starts a small pass-through proxy on 127.0.0.1 that adds `Authorization: Bearer <token>` to
 *    every request and, in the Host header, swaps its own port for the sandbox's (any other Host,
 *    such as the rebinding scenario's `evil.example.com`, goes through unchanged, as does Origin);
 * 3. runs `conformance server --url <proxy>/mcp --scenario …` under Node 22, both fetched from the
 *    npm registry as packages by npx (`node@22`, `@modelcontextprotocol/conformance`).
 * Exits non-zero when any scenario fails.
 */
import { spawn } from 'node:child_process';
import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/serve.js';

const CONFORMANCE = '@modelcontextprotocol/conformance@0.1.16';
const NODE = 'node@22';
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

const sandbox = await startSandbox({ port: 0, mcp: true });
const tokenAnswer = await fetch(`${sandbox.url}/__sandbox/mcp/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ site_key: 'demo-site-key' }),
});
const { access_token } = (await tokenAnswer.json()) as { access_token: string };

const proxy = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
  const headers = { ...incoming.headers, authorization: `Bearer ${access_token}` };
  const host = incoming.headers.host ?? '';
  headers.host = host.replace(new RegExp(`:${proxyPort}$`), `:${sandbox.port}`);
  const forward = request({ host: '127.0.0.1', port: sandbox.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  forward.on('error', (error) => {
    outgoing.writeHead(502).end(String(error));
  });
  incoming.pipe(forward);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyPort = (proxy.address() as AddressInfo).port;
const url = `http://127.0.0.1:${proxyPort}/mcp`;

const results = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
let failed = 0;
try {
  for (const scenario of SCENARIOS) {
    // Asynchronous: the sandbox and the proxy answer from this very process meanwhile.
    const child = spawn(
      'npx',
      ['--yes', '-p', NODE, '-p', CONFORMANCE, '-c', `conformance server --url ${url} --scenario ${scenario} --output-dir ${results}`],
      { stdio: 'inherit', timeout: 120_000 },
    );
    const status = await new Promise<number | string>((resolve) => {
      child.on('error', (error) => resolve(error.message));
      child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    });
    if (status !== 0) {
      failed++;
      console.error(`mcp-conformance: ${scenario} failed (exit ${status})`);
    }
  }
} finally {
  rmSync(results, { recursive: true, force: true });
  proxy.closeAllConnections();
  proxy.close();
  await sandbox.close();
}
console.log(`mcp-conformance: ${SCENARIOS.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
