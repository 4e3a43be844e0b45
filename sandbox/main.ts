/**
 * `npm run sandbox`: starts the sandbox. PORT (default 8787), DEMO_ORIGINS (comma list,
 * default http://localhost:8080) and MCP_ENABLED (default false; docs/mcp.md) configure it.
 */
import { mcpEnabled } from './mcp/index.js';
import { startSandbox } from './serve.js';
import { DEMO_SITE_KEY } from './store.js';

const port = Number.parseInt(process.env.PORT ?? '8787', 10);
const demoOrigins = (process.env.DEMO_ORIGINS ?? 'http://localhost:8080')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const mcp = mcpEnabled();

const sandbox = await startSandbox({ port: Number.isNaN(port) ? 8787 : port, demoOrigins, mcp });
console.log(`Sandbox platform: ${sandbox.url}`);
console.log(`  storefront API  ${sandbox.url}/api/storefront/v1`);
console.log(`  site key        ${DEMO_SITE_KEY} (allowed origins: ${demoOrigins.join(', ') || 'none'})`);
console.log(`  server API      ${sandbox.url}/api/public/v1 (private key demo-server-key; see docs/sellers.md)`);
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
