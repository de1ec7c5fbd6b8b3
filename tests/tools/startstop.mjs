#!/usr/bin/env node
/**
 * Checks that `npm start` ends everything it started when it is stopped the way a supervisor stops it: SIGTERM to
 * the npm process alone. Twice: once while it builds (nothing may go on building or start serving), once while it
 * serves (the port must be free again). Before .ci/start.sh passed the signal on, `vite preview` went on serving on
 * the port after npm had exited, and end-to-end tests then reused that stale server.
 *
 *   node tests/tools/startstop.mjs [--port 4190] [--phase build|serve|both]
 *
 * Each phase builds the book (a minute or two on a busy 2-core machine). Exit 0 when both hold, 1 otherwise; whatever
 * is left over is killed before it exits, and its command lines are printed.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => { const k = process.argv.indexOf(name); return k >= 0 ? process.argv[k + 1] : fallback; };
const port = Number(arg('--port', process.env.PORT ?? 4190));
const phases = arg('--phase', 'both') === 'both' ? ['build', 'serve'] : [arg('--phase')];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether something accepts connections on the port. */
const listening = () => new Promise((done) => {
  const s = createConnection({ host: '127.0.0.1', port }, () => { s.destroy(); done(true); });
  s.on('error', () => done(false));
});

/** The processes of a process group (their command lines), empty when the group is gone. */
function group(pgid) {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' }).split('\n').filter((l) => l.trim());
  } catch {
    return []; // ps exits 1 when no process matches
  }
}

async function until(test, ms, every = 250) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(every)) if (await test()) return true;
  return test();
}

async function phase(name) {
  if (await listening()) throw new Error(`port ${port} is already in use: stop what serves there, or pass --port`);
  let log = '';
  // Its own process group (detached), so that whatever it leaves behind can be found, and killed, by the group.
  const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  npm.stdout.on('data', (d) => { log += d; });
  npm.stderr.on('data', (d) => { log += d; });
  const exited = new Promise((r) => npm.on('exit', (code, signal) => r({ code, signal })));
  const ready = name === 'build' ? () => /building|transforming/i.test(log) : listening;
  if (!(await until(ready, 600_000, 500))) throw new Error(`npm start did not reach the ${name} step in 10 minutes:\n${log.slice(-2000)}`);
  if (name === 'build') await sleep(2000); // well inside the build
  const before = group(npm.pid);
  process.kill(npm.pid, 'SIGTERM');
  const end = await Promise.race([exited, sleep(30_000).then(() => null)]);
  const gone = await until(() => group(npm.pid).length === 0, 15_000);
  const free = !(await listening());
  const left = group(npm.pid);
  if (left.length) process.kill(-npm.pid, 'SIGKILL');
  const ok = end !== null && gone && free;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  SIGTERM to npm start while it ${name === 'build' ? 'builds' : 'serves'}: npm ${end ? `exited (${end.signal ?? end.code})` : 'did not exit in 30 s'}, ` +
    `${gone ? 'no process of its group left' : `left running: ${left.length}`}, port ${port} ${free ? 'free' : 'still served'}`);
  if (!ok) console.log(`  running when the signal was sent:\n${before.map((l) => '    ' + l).join('\n')}\n  left:\n${left.map((l) => '    ' + l).join('\n')}`);
  return ok;
}

let ok = true;
for (const p of phases) ok = (await phase(p)) && ok;
process.exit(ok ? 0 : 1);
