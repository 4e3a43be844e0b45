// The first step of `npm test`: the browser engines the tests need are on this machine (the ones
// `SHOP_ENGINES` names, all three by default, and Chromium always: the Node tests drive it). When
// some are missing: as root, installs their Debian packages with apt-get; otherwise prints the one
// command to run and fails. Never downloads a browser from anywhere else.
import { spawnSync } from 'node:child_process';
import { ENGINE_PACKAGES, missingEngines, selectedEngines } from './engines.mjs';

let selected;
try {
  selected = selectedEngines(process.env.SHOP_ENGINES);
} catch (error) {
  console.error(`ensure-engines: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const engines = [...new Set(['chromium', ...selected])];
const missing = missingEngines(/** @type {never} */ (engines));
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.flatMap((engine) => ENGINE_PACKAGES[engine]))];
if (process.getuid?.() !== 0) {
  console.error(`ensure-engines: ${missing.join(', ')} missing: run sudo apt-get install -y ${packages.join(' ')}`);
  process.exit(1);
}

console.log(`ensure-engines: installing ${packages.join(' ')} (for ${missing.join(', ')})`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...packages],
]) {
  const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`ensure-engines: apt-get ${args.join(' ')} failed (exit ${status})`);
    process.exit(1);
  }
}
const still = missingEngines(/** @type {never} */ (missing));
if (still.length > 0) {
  console.error(`ensure-engines: ${still.join(', ')} still missing after apt-get install ${packages.join(' ')}`);
  process.exit(1);
}
