/**
 * `npm run sandbox`: starts the sandbox. PORT (default 8787), DEMO_ORIGINS (comma list,
 * default http://localhost:8080), MCP_ENABLED (default false; docs/mcp.md), SANDBOX_HOST (the
 * public host name, default localhost) and HTTPS (`true`: HTTPS with a certificate made at start,
 * whose authority is written to a file named on the console) configure it; SERVER_API_LATENCY_MS,
 * SERVER_API_RATE_LIMIT_EVERY and SERVER_API_RETRY_AFTER pace its server API (./server-pacing.ts).
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mcpEnabled } from './mcp/index.js';
import { startSandbox } from './serve.js';
import { pacingFromEnv } from './server-pacing.js';
import { DEMO_SITE_KEY } from './store.js';

const port = Number.parseInt(process.env.PORT ?? '8787', 10);
const demoOrigins = (process.env.DEMO_ORIGINS ?? 'http://localhost:8080')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const mcp = mcpEnabled();

const host = process.env.SANDBOX_HOST?.trim() || 'localhost';
const https = process.env.HTTPS === 'true';

const serverPacing = pacingFromEnv(process.env);
const sandbox = await startSandbox({ port: Number.isNaN(port) ? 8787 : port, demoOrigins, mcp, host, https, serverPacing });
console.log(`Sandbox platform: ${sandbox.url}`);
if (sandbox.certificate) {
  const caFile = join(tmpdir(), `shop-elements-sandbox-ca-${sandbox.port}.pem`);
  await writeFile(caFile, sandbox.certificate.ca);
  console.log(`  certificate     made at start for ${sandbox.certificate.hosts.join(', ')}; its authority: ${caFile}`);
  console.log(`                  (Chromium: --ignore-certificate-errors-spki-list=${sandbox.certificate.spki})`);
}
console.log(`  storefront API  ${sandbox.url}/api/storefront/v1`);
console.log(`  site key        ${DEMO_SITE_KEY} (allowed origins: ${demoOrigins.join(', ') || 'none'})`);
console.log(`  server API      ${sandbox.url}/api/public/v1 (private key demo-server-key; see docs/sellers.md)`);
if (serverPacing.latency_ms || serverPacing.rate_limit_every)
  console.log(
    `  pacing          ${serverPacing.latency_ms} ms before each server API request` +
      (serverPacing.rate_limit_every ? `, a 429 (Retry-After: ${serverPacing.retry_after_s}) every ${serverPacing.rate_limit_every} requests` : ''),
  );
console.log(
  sandbox.mcpUrl
    ? `  MCP access      ${sandbox.mcpUrl} (OAuth; see docs/mcp.md)`
    : '  MCP access      off (MCP_ENABLED=true npm run sandbox turns it on; see docs/mcp.md)',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
