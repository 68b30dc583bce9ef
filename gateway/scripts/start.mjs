// `npm start`: builds whatever is missing or older than its sources, then runs the gateway.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(fileOrDir) {
  const stat = fs.statSync(fileOrDir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(fileOrDir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(fileOrDir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function outdated(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

function run(args) {
  // Always the production build: a NODE_ENV inherited from the caller (jest sets "test") would bundle React's
  // development build, larger than the first-load budget allows and slower for every user.
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const frontendIndex = path.join(root, 'frontend', 'dist', 'index.html');
if (
  outdated(frontendIndex, [
    path.join(root, 'frontend', 'src'),
    path.join(root, 'frontend', 'index.html'),
    path.join(root, 'shared', 'src'),
  ])
) {
  console.log('building the frontend…');
  run(['run', 'build', '-w', 'frontend']);
}
const gatewayMain = path.join(root, 'gateway', 'dist', 'gateway', 'src', 'main.js');
const sharedBuild = path.join(root, 'shared', 'dist');
if (
  !fs.existsSync(sharedBuild) ||
  outdated(gatewayMain, [path.join(root, 'gateway', 'src'), path.join(root, 'db'), path.join(root, 'shared', 'src')])
) {
  console.log('building the gateway…');
  run(['run', 'build', '-w', 'gateway']);
}

const child = spawn(process.execPath, [gatewayMain], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// A gateway killed by a signal is a failure too (128 + the signal's number, as shells report it).
child.on('exit', (code, signal) => {
  if (signal) console.error(`PayDesk 閘道被 ${signal} 終止 / the gateway was killed by ${signal}`);
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
