#!/usr/bin/env node
// The `shop-elements` command: `shop-elements catalog push <file>` (see docs/sellers.md).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
