import { describe, it, expect, vi, afterEach } from 'vitest';
import { REGISTRATION_GRACE_MS, watchIsolation, type IsolationEnv, type IsolationState } from '../../../src/lib/offline/isolation';

/** A tab: its sessionStorage outlives the page's loads. */
function tab() {
  const store = new Map<string, string>();
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k)
  };
}

function load(storage: ReturnType<typeof tab> | null, over: Partial<IsolationEnv> = {}) {
  let activate!: () => void;
  const env: IsolationEnv & { reloads: number } = {
    crossOriginIsolated: false,
    path: '/ladder/worker/',
    storage,
    ready: new Promise<void>((r) => (activate = r)),
    registered: () => Promise.resolve(true),
    reloads: 0,
    reload: () => void env.reloads++,
    ...over
  };
  const states: IsolationState[] = [];
  const stop = watchIsolation((s) => states.push(s), undefined, env);
  return { env, states, stop, activate: async () => { activate(); await Promise.resolve(); await Promise.resolve(); } };
}

afterEach(() => vi.useRealTimers());

describe('making a page cross-origin isolated through the service worker', () => {
  it('reloads once the worker is active, and not again once isolated', async () => {
    const t = tab();
    const first = load(t);
    expect(first.states).toEqual(['waiting']);
    await first.activate();
    expect(first.states).toEqual(['waiting', 'reloading']);
    expect(first.env.reloads).toBe(1);
    // The reload, served by the worker: isolated; the mark is gone, so a later visit may try again.
    const second = load(t, { crossOriginIsolated: true });
    expect(second.states).toEqual(['isolated']);
    await second.activate();
    expect(second.env.reloads).toBe(0);
    expect(t.getItem('crowds-and-flocks:isolation-reload')).toBeNull();
  });

  it('never loops: reloaded once and still not isolated, it stays so in this tab', async () => {
    const t = tab();
    const first = load(t);
    await first.activate();
    for (let k = 0; k < 3; k++) {
      const again = load(t);
      await again.activate();
      expect(again.states).toEqual(['failed']);
      expect(again.env.reloads).toBe(0);
    }
  });

  it('a reload for one page does not stop another page from reloading', async () => {
    const t = tab();
    await load(t).activate();
    const other = load(t, { path: '/dev/split/' });
    await other.activate();
    expect(other.env.reloads).toBe(1);
  });

  it('waits while the page is busy, and reloads when it is not', async () => {
    vi.useFakeTimers();
    let busy = true;
    let activate!: () => void;
    const env: IsolationEnv = { crossOriginIsolated: false, path: '/p/', storage: tab(), ready: new Promise<void>((r) => (activate = r)), registered: () => Promise.resolve(true), reload: vi.fn() };
    watchIsolation(() => {}, () => !busy, env);
    activate();
    await vi.advanceTimersByTimeAsync(3000);
    expect(env.reload).not.toHaveBeenCalled();
    busy = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('says when no service worker can help: none in the browser, no storage for the mark, or registration refused', async () => {
    expect(load(tab(), { ready: null }).states).toEqual(['unavailable']);
    expect(load(null).states).toEqual(['unavailable']);
    vi.useFakeTimers();
    const refused = load(tab(), { registered: () => Promise.resolve(false) });
    await vi.advanceTimersByTimeAsync(REGISTRATION_GRACE_MS);
    expect(refused.states).toEqual(['waiting', 'unavailable']);
  });

  it('does nothing after it is stopped (the lesson left the page)', async () => {
    const page = load(tab());
    page.stop();
    await page.activate();
    expect(page.env.reloads).toBe(0);
  });
});
