/**
 * A certificate for serving the sandbox (and the demo shop) over HTTPS on host names of the
 * caller's choosing, made at start with Debian's `openssl`: a throwaway certificate authority and
 * one server certificate signed by it. Nothing is downloaded; the files live in a temporary
 * directory only while openssl runs.
 */
import { execFile } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server certificate, its key and the authority that signed it, all PEM text. */
export interface TlsCertificate {
  /** The server certificate followed by its authority's (the chain a server sends), PEM. */
  cert: string;
  /** The server certificate's private key (PKCS #8), PEM. */
  key: string;
  /** The authority's certificate alone, PEM: what a client trusts to trust the server. */
  ca: string;
  /**
   * Base64 SHA-256 of the server certificate's public key (SubjectPublicKeyInfo, DER): the value
   * Chromium's `--ignore-certificate-errors-spki-list` takes to treat the certificate as valid.
   */
  spki: string;
  /** The names (DNS names and IP addresses) the certificate is valid for. */
  hosts: string[];
}

/** The openssl program: `OPENSSL_PATH` when set, else `openssl` on the PATH. */
const OPENSSL = process.env.OPENSSL_PATH ?? 'openssl';

function openssl(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(OPENSSL, args, { cwd }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new Error(
          missing
            ? `openssl was not found (${OPENSSL}); install Debian's openssl package or set OPENSSL_PATH`
            : `openssl ${args[0]} failed: ${String(stderr).trim() || error.message}`,
        ),
      );
    });
  });
}

/**
 * Makes a certificate authority ("shop-elements sandbox CA", valid 7 days) and a server
 * certificate signed by it for `hosts` (P-256 keys). Each entry of `hosts` becomes a
 * subjectAltName: an IP address when it is one (`127.0.0.1`, `::1`), a DNS name otherwise
 * (`platform.test`, `localhost`). Browsers reject it until told to accept it (Chromium
 * `--ignore-certificate-errors` or the {@link TlsCertificate.spki} list, WebDriver's
 * `acceptInsecureCerts`) or until `ca` is trusted.
 *
 * @param hosts At least one host name or IP address.
 * @throws Error when `hosts` is empty, a name holds characters a host name cannot, or openssl is
 *   missing or fails (the message names which).
 */
export async function makeCertificate(hosts: readonly string[]): Promise<TlsCertificate> {
  if (hosts.length === 0) throw new Error('makeCertificate: name at least one host');
  const bad = hosts.find((host) => !isIP(host) && !/^[A-Za-z0-9.-]+$/.test(host));
  if (bad !== undefined) throw new Error(`makeCertificate: "${bad}" is not a host name or an IP address`);
  const altNames = hosts.map((host) => (isIP(host) ? `IP:${host}` : `DNS:${host}`)).join(',');

  const dir = await mkdtemp(join(tmpdir(), 'sandbox-tls-'));
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    await openssl(
      [
        'req',
        '-x509',
        ...ec,
        '-keyout',
        'ca.key',
        '-out',
        'ca.pem',
        '-days',
        '7',
        '-subj',
        '/CN=shop-elements sandbox CA',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      dir,
    );
    await openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${hosts[0]}`], dir);
    await writeFile(
      join(dir, 'server.ext'),
      [
        `subjectAltName=${altNames}`,
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature',
        'extendedKeyUsage=serverAuth',
        'authorityKeyIdentifier=keyid',
        'subjectKeyIdentifier=hash',
        '',
      ].join('\n'),
    );
    await openssl(
      [
        'x509',
        '-req',
        '-in',
        'server.csr',
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-days',
        '7',
        '-extfile',
        'server.ext',
        '-out',
        'server.pem',
      ],
      dir,
    );
    const [server, ca, key] = await Promise.all(['server.pem', 'ca.pem', 'server.key'].map((name) => readFile(join(dir, name), 'utf8')));
    const spkiDer = new X509Certificate(server!).publicKey.export({ type: 'spki', format: 'der' });
    return {
      cert: `${server!.trim()}\n${ca!.trim()}\n`,
      key: key!,
      ca: ca!,
      spki: createHash('sha256').update(spkiDer).digest('base64'),
      hosts: [...hosts],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
