// `npm run build`: the four steps of the build, one after the other (the first that fails stops it):
//   rollup -c rollup.config.mjs     dist/: the CDN bundle, the npm entries, the seller toolkit
//   tsc -p tsconfig.build.json      dist/types/: the declarations
//   cem analyze --quiet             custom-elements.json, dist/editors/, dist/frameworks/, llms.txt
//   node scripts/build-wordpress.mjs  dist/wordpress/shop-elements.zip
// With --quiet (`npm start`'s build) the steps print only warnings and errors: rollup runs with
// --silent (rollup.config.mjs then prints its warnings itself), SHOP_ELEMENTS_QUIET_BUILD=1 tells
// custom-elements-manifest.config.mjs, and the zip's summary line is left out.
import { spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const quiet = process.argv.includes('--quiet');
const steps = [
  ['rollup', '-c', 'rollup.config.mjs', ...(quiet ? ['--silent'] : [])],
  ['tsc', '-p', 'tsconfig.build.json'],
  ['cem', 'analyze', '--quiet'],
  ['node', 'scripts/build-wordpress.mjs', ...(quiet ? ['--quiet'] : [])],
];
const env = {
  ...process.env,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  ...(quiet ? { SHOP_ELEMENTS_QUIET_BUILD: '1' } : {}),
};
for (const [command, ...args] of steps) {
  // The shell finds node_modules/.bin/<command>.cmd on Windows.
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
