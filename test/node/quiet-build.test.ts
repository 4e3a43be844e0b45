/**
 * A quiet start (issue 29): the manifest step of the build (`cem analyze`, custom-elements-manifest.config.mjs)
 * prints no `[type-parser] - Skipped parsing type …` line per type the type parser keeps by name
 * (HTMLElement's 301 properties, Record keys without a declaration…: expected, not problems).
 * `npm start` builds with `node scripts/build.mjs --quiet`, which sets SHOP_ELEMENTS_QUIET_BUILD=1:
 * then the step prints nothing at all; `npm run build` prints what it generated and one line
 * counting the skipped expansions. Runs the step twice, as the two builds run it (about 15 s each).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cem = fileURLToPath(new URL('../../node_modules/@custom-elements-manifest/analyzer/cem.js', import.meta.url));

/** `cem analyze --quiet` as package.json's build runs it: its output lines (stdout and stderr) and exit code. */
function manifestStep(env: Record<string, string>) {
  const { SHOP_ELEMENTS_QUIET_BUILD: _, CEM_TYPE_PARSER_LOG: __, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [cem, 'analyze', '--quiet'], { cwd: root, env: { ...inherited, ...env }, encoding: 'utf8' });
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return { status: result.status, lines };
}

describe('the build prints no type-parser noise', () => {
  it("npm start's build (SHOP_ELEMENTS_QUIET_BUILD=1): the manifest step prints nothing", () => {
    const { status, lines } = manifestStep({ SHOP_ELEMENTS_QUIET_BUILD: '1' });
    assert.equal(status, 0, lines.join('\n'));
    assert.deepEqual(lines, []);
  });

  it('npm run build: what it generated and one line counting the skipped type expansions, no line per type', () => {
    const { status, lines } = manifestStep({});
    assert.equal(status, 0, lines.join('\n'));
    assert.equal(lines.filter((line) => line.includes('Skipped parsing type')).length, 0, lines.join('\n'));
    assert.ok(lines.length <= 4, `${lines.length} lines:\n${lines.join('\n')}`);
    assert.match(lines.join('\n'), /\[type-parser\] - \d+ type expansions skipped/);
  });
});
