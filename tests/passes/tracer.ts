/**
 * Watches a unit test file for inputs other than its imports (passKey.ts): reading files, the clock, Math.random,
 * child processes and worker threads, called from the project's code (a frame of src/, tests/ or
 * content/ on the stack). A file that touched any of them is not remembered: it runs every time. What it touched is
 * spooled per file for reporter.ts. Set up once per worker; each file resets it. (The environment cannot be watched:
 * process.env refuses a proxy. passKey.ts refuses a key to a file whose closure mentions process.env.)
 */
import { afterAll, expect } from 'vitest';
import fs from 'node:fs';
import childProcess from 'node:child_process';
import workerThreads from 'node:worker_threads';
import { syncBuiltinESMExports } from 'node:module';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../claims/sources';
import { SPOOL } from './passKey';

interface Tracer { touched: string | null; active: boolean }
const G = globalThis as unknown as { __passTracer?: Tracer };

const PROJECT_FRAME = new RegExp(`${ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(src|tests|content)/(?!passes/)`);
const ownFrame = /tests\/passes\//;

function install(): Tracer {
  const t: Tracer = { touched: null, active: false };
  const note = (what: string) => {
    if (!t.active || t.touched !== null) return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    const frame = stack.split('\n').slice(1).find((l) => PROJECT_FRAME.test(l) && !ownFrame.test(l) && !l.includes('node_modules'));
    if (frame) t.touched = `${what} (${frame.trim()})`;
  };
  const wrap = <O extends object>(obj: O, name: keyof O & string, label: string) => {
    const original = obj[name] as unknown as (...a: unknown[]) => unknown;
    if (typeof original !== 'function') return;
    (obj as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      note(label);
      return original.apply(this, args);
    };
  };
  wrap(Math, 'random', 'Math.random');
  wrap(Date, 'now', 'Date.now');
  wrap(performance, 'now', 'performance.now');
  wrap(process, 'hrtime', 'process.hrtime');
  wrap(process, 'cpuUsage', 'process.cpuUsage');
  wrap(process, 'memoryUsage', 'process.memoryUsage');
  if (globalThis.crypto) { wrap(globalThis.crypto, 'getRandomValues', 'crypto.getRandomValues'); wrap(globalThis.crypto, 'randomUUID', 'crypto.randomUUID'); }
  for (const name of Object.keys(fs) as (keyof typeof fs)[]) {
    if (typeof fs[name] === 'function' && /^(read|open|stat|lstat|exists|access|opendir|watch|createReadStream)/.test(name)) wrap(fs, name, `fs.${name}`);
  }
  for (const name of Object.keys(fs.promises) as (keyof typeof fs.promises)[]) wrap(fs.promises, name, `fs.promises.${name}`);
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) wrap(childProcess, name, `child_process.${name}`);
  const OriginalWorker = workerThreads.Worker;
  (workerThreads as { Worker: unknown }).Worker = class extends OriginalWorker {
    constructor(...args: ConstructorParameters<typeof OriginalWorker>) {
      note('worker_threads.Worker');
      super(...args);
    }
  };
  wrap(globalThis, 'fetch', 'fetch');
  syncBuiltinESMExports();
  return t;
}

// This file runs before each test file is imported: watching starts here, so a test file's own top-level code is seen.
const tracer = (G.__passTracer ??= install());
tracer.touched = null;
tracer.active = true;

afterAll(() => {
  tracer.active = false;
  const file = expect.getState().testPath ?? '';
  mkdirSync(SPOOL, { recursive: true });
  appendFileSync(join(SPOOL, `${process.pid}.jsonl`), `${JSON.stringify({ file: file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file, touched: tracer.touched })}\n`);
});
