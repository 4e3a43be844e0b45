/**
 * A real WordPress for the host tests: Debian's WordPress 6.1 and Twenty Twenty-Three, on a
 * MariaDB of its own (a fresh data folder, a socket, no network) and PHP's built-in server,
 * installed from the command line the way the installer's form does it. Everything lives in a
 * temporary folder, plus one config file in /etc/wordpress (Debian's WordPress reads its
 * config from there), removed on close.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, start, waitFor, type Running } from './processes.js';

const HERE = fileURLToPath(new URL('./wordpress/', import.meta.url));
const WORDPRESS = '/usr/share/wordpress';

export interface WpUser {
  user: string;
  password: string;
  appPassword: string;
}

export interface WordPressSite {
  url: string;
  admin: WpUser;
  author: WpUser & { canUnfilteredHtml: boolean; canEditPages: boolean };
  version: string;
  theme: string;
  /** The site's wp-content folder (plugins are installed here). */
  contentDir: string;
  /** A REST call as `user` (application password); rejects on a non-2xx answer. */
  rest<T>(user: WpUser, method: string, path: string, body?: unknown): Promise<T>;
  /** The PHP server's log so far (PHP notices and errors). */
  log(): string;
  close(): Promise<void>;
}

export async function startWordPress(): Promise<WordPressSite> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-wp-'));
  const processes: Running[] = [];
  const configName = `shop-hosts-${randomBytes(6).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;
  const close = async () => {
    for (const p of processes.reverse()) await p.stop();
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // MariaDB: its own data folder and socket.
    const socket = join(dir, 'mysqld.sock');
    await run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${join(dir, 'db')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--user=root',
    ]);
    const db = start('mariadbd', [
      '--no-defaults',
      `--datadir=${join(dir, 'db')}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--user=root',
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      '--innodb-buffer-pool-size=64M',
      '--innodb-flush-log-at-trx-commit=0',
      '--skip-log-bin',
    ]);
    processes.push(db);
    await waitFor(
      async () => existsSync(socket) && (await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'SELECT 1']).then(() => true)),
      () => `MariaDB did not start:\n${db.output()}`,
    );
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);

    // wp-content of the site: Twenty Twenty-Three from Debian, plugins installed by the test.
    const contentDir = join(dir, 'wp-content');
    for (const sub of ['plugins', 'themes', 'uploads', 'upgrade']) mkdirSync(join(contentDir, sub), { recursive: true });
    symlinkSync(`${WORDPRESS}/wp-content/themes/twentytwentythree`, join(contentDir, 'themes/twentytwentythree'));

    const port = await freePort();
    const url = `http://localhost:${port}`;
    const salt = () => randomBytes(32).toString('hex');
    const php = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    const constants: Record<string, string | boolean> = {
      DB_NAME: 'wordpress',
      DB_USER: 'root',
      DB_PASSWORD: '',
      DB_HOST: `localhost:${socket}`,
      WP_HOME: url,
      WP_SITEURL: url,
      WP_CONTENT_DIR: contentDir,
      WP_CONTENT_URL: `${url}/wp-content`,
      // Application passwords need HTTPS or a local environment.
      WP_ENVIRONMENT_TYPE: 'local',
      FS_METHOD: 'direct',
      DISABLE_WP_CRON: true,
      AUTOMATIC_UPDATER_DISABLED: true,
      WP_DEBUG: true,
      WP_DEBUG_DISPLAY: false,
      WP_DEBUG_LOG: join(dir, 'debug.log'),
      AUTH_KEY: salt(),
      SECURE_AUTH_KEY: salt(),
      LOGGED_IN_KEY: salt(),
      NONCE_KEY: salt(),
      AUTH_SALT: salt(),
      SECURE_AUTH_SALT: salt(),
      LOGGED_IN_SALT: salt(),
      NONCE_SALT: salt(),
    };
    writeFileSync(
      configFile,
      `<?php\n${Object.entries(constants)
        .map(([k, v]) => `define('${k}', ${typeof v === 'boolean' ? String(v) : php(v)});`)
        .join('\n')}\n`,
    );
    const env = { SHOP_WP_CONFIG: configName, SHOP_WP_HOST: `localhost:${port}`, SHOP_WP_CONTENT: contentDir };
    const installed = JSON.parse(await run('php', [join(HERE, 'install.php')], env)) as Pick<WordPressSite, 'admin' | 'author' | 'version' | 'theme'>;

    const server = start('php', ['-S', `localhost:${port}`, '-t', WORDPRESS, join(HERE, 'router.php')], { ...env, PHP_CLI_SERVER_WORKERS: '4' });
    processes.push(server);
    await waitFor(
      async () => (await fetch(`${url}/wp-login.php`)).ok,
      () => `PHP's server did not start:\n${server.output()}`,
    );

    return {
      url,
      ...installed,
      contentDir,
      async rest<T>(user: WpUser, method: string, path: string, body?: unknown): Promise<T> {
        const res = await fetch(`${url}/wp-json${path}`, {
          method,
          headers: {
            Authorization: `Basic ${Buffer.from(`${user.user}:${user.appPassword}`).toString('base64')}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`${method} ${path} as ${user.user}: ${res.status} ${text.slice(0, 500)}`);
        return JSON.parse(text) as T;
      },
      log: () => server.output() + (existsSync(join(dir, 'debug.log')) ? `\n${readText(join(dir, 'debug.log'))}` : ''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
