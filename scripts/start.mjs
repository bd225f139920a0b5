#!/usr/bin/env node
/**
 * @module scripts/start — `npm start`: builds the web app if web/dist is missing (a failed or absent build is
 * not fatal: the server then shows a placeholder page), then runs the Node host (worker/src/node.ts) with tsx,
 * forwarding Ctrl+C / SIGTERM so it shuts down cleanly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function webHasBuildScript() {
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8'));
    return Boolean(pkg.scripts?.build);
  } catch {
    return false;
  }
}

if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
  if (webHasBuildScript()) {
    console.log('Building the web app (first start)…');
    const build = spawnSync(npm, ['run', 'build', '-w', '@mynd/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      console.warn('The web app build failed; serving the API with a placeholder page.');
  } else {
    console.log('The web app has no build yet; serving the API with a placeholder page.');
  }
}

const tsx = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const child = spawn(tsx, [join(root, 'worker', 'src', 'node.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 0 : 1));
});
