/**
 * Firefox ESR and WebKitGTK that *trust* a certificate authority, instead of accepting any
 * certificate (WebDriver's `acceptInsecureCerts`), to check that accepting the sandbox's
 * certificate does not change what an engine does with cookies. Each program runs in a mount
 * namespace of its own (`unshare --mount`, root only), where one path is replaced for it alone:
 *
 * - Firefox: its `distribution` directory, holding a `policies.json` whose enterprise policy
 *   `Certificates.Install` installs the authority as trusted;
 * - WebKitGTK (MiniBrowser and its network process): GnuTLS's system trust file
 *   `/etc/ssl/certs/ca-certificates.crt`, with the authority appended.
 *
 * Nothing outside those namespaces changes. (Chromium needs none of this:
 * `--ignore-certificate-errors-spki-list` makes it treat the certificate as valid.)
 */
import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FIREFOX_PATH, MINIBROWSER_PATH } from '../../scripts/engines.mjs';

/** GnuTLS's system trust file on Debian (compiled into libgnutls). */
const SYSTEM_TRUST = '/etc/ssl/certs/ca-certificates.crt';

/** Programs to start in place of Firefox ESR and MiniBrowser, trusting the authority. */
export interface TrustingPrograms {
  /** For puppeteer's `executablePath` (PuppeteerBrowserOptions.firefoxPath). */
  firefox: string;
  /** For the MiniBrowser `binary` of a WebKitWebDriver session (launchWebKit's `binary`). */
  minibrowser: string;
  /** Removes the wrappers and their files. */
  close(): Promise<void>;
}

/**
 * Writes the wrappers for `ca` (PEM). Resolves `{ skipped: reason }` when this process is not
 * root or `unshare --mount` does not work here.
 */
export async function trustingPrograms(ca: string): Promise<TrustingPrograms | { skipped: string }> {
  if (process.getuid?.() !== 0) return { skipped: 'not root (unshare --mount needs it)' };
  const works = await new Promise<boolean>((resolve) => execFile('unshare', ['--mount', 'true'], (error) => resolve(!error)));
  if (!works) return { skipped: 'unshare --mount failed here' };

  const dir = await mkdtemp(join(tmpdir(), 'e2e-trust-'));
  const caFile = join(dir, 'ca.pem');
  await writeFile(caFile, ca);

  // Firefox: a copy of its distribution directory, plus the policy.
  const firefoxReal = await realpath(FIREFOX_PATH);
  const distribution = await realpath(join(dirname(firefoxReal), 'distribution'));
  const ownDistribution = join(dir, 'distribution');
  await cp(distribution, ownDistribution, { recursive: true });
  await writeFile(join(ownDistribution, 'policies.json'), JSON.stringify({ policies: { Certificates: { Install: [caFile] } } }));

  // WebKitGTK: the system trust file plus the authority.
  const bundle = join(dir, 'ca-certificates.crt');
  await writeFile(bundle, `${(await readFile(SYSTEM_TRUST, 'utf8')).trimEnd()}\n${ca}`);

  const wrapper = async (name: string, source: string, target: string, program: string) => {
    const path = join(dir, name);
    const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
    await writeFile(
      path,
      `#!/bin/sh\n# ${program}, with ${target} replaced by ${source} in a mount namespace of its own.\n` +
        `exec unshare --mount sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' sh ${quote(source)} ${quote(target)} ${quote(program)} "$@"\n`,
    );
    await chmod(path, 0o755);
    return path;
  };
  return {
    firefox: await wrapper('firefox-trusting', ownDistribution, distribution, firefoxReal),
    minibrowser: await wrapper('minibrowser-trusting', bundle, SYSTEM_TRUST, MINIBROWSER_PATH),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
