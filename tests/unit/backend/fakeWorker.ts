/**
 * The worker body (src/lib/worker/host.ts) run in this thread with a fake `self`: call useFakeWorker() in a describe
 * (or at the top of a file), then start(build) hosts a backend and returns a function that sends it messages; every
 * message it posts back is in `posted`, fresh for each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { BuildBackend } from '../../../src/lib/worker/host';
import type { FromWorker, ToWorker } from '../../../src/lib/worker/protocol';

export function useFakeWorker() {
  const posted: FromWorker[] = [];
  let host: { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage: (m: FromWorker) => void };
  beforeEach(() => {
    posted.length = 0;
    host = { onmessage: null, postMessage: (m) => posted.push(m) };
    vi.stubGlobal('self', host);
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());
  async function start(build: BuildBackend): Promise<(m: ToWorker) => void> {
    const { hostBackend } = await import('../../../src/lib/worker/host');
    hostBackend(build);
    return (m) => host.onmessage!({ data: m } as MessageEvent<ToWorker>);
  }
  return { posted, start };
}
