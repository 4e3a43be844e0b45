/**
 * `npm start`: the sandbox platform on one origin and the demo shop on another, so that the
 * browser really makes cross-origin calls with the guest-cart cookie.
 *
 *   Demo shop:                       http://localhost:8080 (DEMO_PORT)
 *   API, sign-in page, payment page: http://localhost:8787 (SANDBOX_PORT)
 */
import { mcpEnabled } from '../sandbox/mcp/index.js';
import { startDemo } from './demo-server.js';

const servers = await startDemo({
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8787),
  demoPort: Number(process.env.DEMO_PORT ?? 8080),
  mcp: mcpEnabled(),
});
const mcpLine = servers.mcpUrl
  ? `${servers.mcpUrl} (OAuth; see docs/mcp.md)`
  : 'off (MCP_ENABLED=true npm start, or MCP_ENABLED=true npm run sandbox, turns it on; see docs/mcp.md)';

console.log(`
  shop-elements demo shop: ${servers.demoUrl}/
  sandbox platform:        ${servers.sandboxUrl}/api/storefront/v1 (site key: demo-site-key)
  seller server API:       ${servers.sandboxUrl}/api/public/v1 (private key: demo-server-key)
  MCP access:              ${mcpLine}

  Open ${servers.demoUrl}/ in a browser and buy something. Ctrl+C stops both.
`);

const stop = async () => {
  await servers.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
