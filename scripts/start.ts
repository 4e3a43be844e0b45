/**
 * `npm start`: the sandbox platform on one origin and the demo shop on another, so that the
 * browser really makes cross-origin calls with the guest-cart cookie.
 *
 *   Demo shop:                       http://localhost:8080 (DEMO_PORT, DEMO_HOST)
 *   API, sign-in page, payment page: http://localhost:8787 (SANDBOX_PORT, SANDBOX_HOST)
 *
 * HTTPS=true serves both over HTTPS with a certificate made at start; with two host names that
 * resolve here (/etc/hosts), the shop and the platform are on two sites, as in production:
 *
 *   HTTPS=true DEMO_HOST=shop.test SANDBOX_HOST=platform.test npm start
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mcpEnabled } from '../sandbox/mcp/index.js';
import { startDemo } from './demo-server.js';

const servers = await startDemo({
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8787),
  demoPort: Number(process.env.DEMO_PORT ?? 8080),
  mcp: mcpEnabled(),
  https: process.env.HTTPS === 'true',
  demoHost: process.env.DEMO_HOST?.trim() || 'localhost',
  sandboxHost: process.env.SANDBOX_HOST?.trim() || 'localhost',
});
const mcpLine = servers.mcpUrl
  ? `${servers.mcpUrl} (OAuth; see docs/mcp.md)`
  : 'off (MCP_ENABLED=true npm start, or MCP_ENABLED=true npm run sandbox, turns it on; see docs/mcp.md)';
let certificateLines = '';
if (servers.certificate) {
  const caFile = join(tmpdir(), `shop-elements-demo-ca-${new URL(servers.demoUrl).port}.pem`);
  await writeFile(caFile, servers.certificate.ca);
  certificateLines = `
  certificate:             made at start for ${servers.certificate.hosts.join(', ')}
                           its authority: ${caFile} (trust it, or accept the browser's warning)
                           Chromium: --ignore-certificate-errors-spki-list=${servers.certificate.spki}`;
}

console.log(`
  shop-elements demo shop: ${servers.demoUrl}/
  sandbox platform:        ${servers.sandboxUrl}/api/storefront/v1 (site key: demo-site-key)
  seller server API:       ${servers.sandboxUrl}/api/public/v1 (private key: demo-server-key)
  MCP access:              ${mcpLine}${certificateLines}

  Open ${servers.demoUrl}/ in a browser and buy something. Ctrl+C stops both.
`);

const stop = async () => {
  await servers.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
