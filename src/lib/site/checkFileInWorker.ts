/**
 * Checks a scenario file in a worker (worker/fileCheck.worker.ts) so that the page stays responsive while it is read
 * and built once: a file under the size limit can still take seconds to build (ten thousand exits, each a goal). A
 * check that takes longer than `timeoutMs` is stopped (the worker terminated) and the file refused as too heavy,
 * naming its size when the fields were checked in time; the reader can cancel. Without workers (or when one cannot
 * be started) the file is checked on the page's thread as before.
 */
import { readScenarioFile, type FileSize, type Loaded } from './scenarioFile';
import type { FileCheckReply, FileCheckRequest } from '../worker/fileCheck.worker';

/**
 * A refused check says whether the reader cancelled it; `where` is where it ran (tests read it from the page);
 * `buildMs`, how long the file took to build once in the worker (0 on the page, where it is not measured).
 */
export type Checked = (Loaded | { ok: false; error: string; cancelled: true }) & { where: 'worker' | 'page'; buildMs: number };

export interface FileCheck {
  result: Promise<Checked>;
  /** Stops the check (the worker is terminated); the result is then a refusal with `cancelled`. */
  cancel(): void;
}

/** Longest a file may take to read and build before it is refused as too heavy for the playground (ms). */
export const CHECK_TIMEOUT_MS = 10_000;

/**
 * A file whose one build took longer than this in the worker is run in a worker too (ms), whatever the cost model
 * says of its steps: building it again on the page would stop the page as long (way-finding fields, for one, are
 * built with the simulation and are not in the step's estimate).
 */
export const HEAVY_BUILD_MS = 100;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The counts that make a build long, in words ("10,000 exits, 1,000 way-finding goals and 1,000 agents"). */
export function describeSize(s: FileSize): string {
  const parts: [number, string][] = [
    [s.exits, plural(s.exits, 'exit')], [s.goals, plural(s.goals, 'way-finding goal')],
    [s.segments, plural(s.segments, 'wall segment')], [s.agents, plural(s.agents, 'agent')]
  ];
  const named = parts.filter(([n]) => n > 0).map(([, t]) => t);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? 'nothing to build');
}

function onPage(file: Blob, seed: number | undefined): FileCheck {
  return { result: file.text().then((text) => ({ ...readScenarioFile(text, seed), where: 'page' as const, buildMs: 0 })), cancel: () => {} };
}

export function checkFileInWorker(file: Blob, { timeoutMs = CHECK_TIMEOUT_MS, seed }: { timeoutMs?: number; seed?: number } = {}): FileCheck {
  if (typeof Worker === 'undefined') return onPage(file, seed);
  let worker: Worker;
  try {
    worker = new Worker(new URL('../worker/fileCheck.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onPage(file, seed);
  }
  let finish: (c: Checked) => void = () => {};
  let size: FileSize | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = new Promise<Checked>((resolve) => {
    finish = (c) => {
      clearTimeout(timer);
      worker.terminate();
      finish = () => {};
      resolve(c);
    };
  });
  worker.onmessage = (e: MessageEvent<FileCheckReply>) => {
    if (e.data.type === 'checked') size = e.data.size;
    else finish({ ...e.data.result, where: 'worker', buildMs: e.data.buildMs });
  };
  worker.onerror = (e) => {
    e.preventDefault();
    finish({ ok: false, error: `The file could not be checked: ${e.message || 'the checking worker failed'}.`, where: 'worker', buildMs: 0 });
  };
  timer = setTimeout(() => {
    const what = size ? `too heavy to build here (it has ${describeSize(size)})` : 'too heavy to read here';
    finish({ ok: false, error: `Checking it took longer than ${timeoutMs / 1000} s, so it was stopped: the file is ${what}.`, where: 'worker', buildMs: 0 });
  }, timeoutMs);
  worker.postMessage({ file, seed } satisfies FileCheckRequest);
  return { result, cancel: () => finish({ ok: false, error: 'The check was cancelled.', cancelled: true, where: 'worker', buildMs: 0 }) };
}
