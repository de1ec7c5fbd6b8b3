/**
 * Cross-origin isolation on a host that sends no headers. The book's service worker adds COOP and COEP to every
 * response it serves (src/service-worker.ts), but a document keeps the isolation it was loaded with: one that arrived
 * before the worker controlled it (the first visit) must load again. A page that needs isolation (the split's lesson)
 * calls `watchIsolation`; it reloads the page once, when the worker is active and the page is not isolated, and
 * never twice in a row for the same path in this tab (a sessionStorage mark), so a worker that cannot isolate the page
 * (an old one, a browser that ignores its headers) never loops: the page then says it stays unisolated.
 */

export type IsolationState =
  /** The page is cross-origin isolated. */
  | 'isolated'
  /** Not isolated; the service worker is being installed, and the page reloads when it is active. */
  | 'waiting'
  /** Reloading now, to be served by the service worker. */
  | 'reloading'
  /** Reloaded once through the service worker and still not isolated: it stays so. */
  | 'failed'
  /** No service worker in this browser (or not allowed here): the host's headers are the only way. */
  | 'unavailable';

const MARK = 'crowds-and-flocks:isolation-reload';

/** What the watch reads and does (a parameter, so tests can fake a browser). */
export interface IsolationEnv {
  crossOriginIsolated: boolean;
  path: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Resolves when a service worker is active for this page's scope; null when there is none. */
  ready: Promise<unknown> | null;
  /** Whether a service worker is registered for this page (false where registration was refused). */
  registered(): Promise<boolean>;
  reload(): void;
}

/** How long after the watch starts a page with no registered service worker is taken to get none. */
export const REGISTRATION_GRACE_MS = 5000;

function browserEnv(): IsolationEnv {
  let storage: IsolationEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the watch then never reloads, rather than risk a loop.
  }
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  return {
    crossOriginIsolated: window.crossOriginIsolated === true,
    path: location.pathname,
    storage,
    ready: sw ? sw.ready : null,
    registered: () => (sw ? sw.getRegistration().then(Boolean, () => false) : Promise.resolve(false)),
    reload: () => location.reload()
  };
}

/**
 * Reports the page's state at once, and again when it changes; reloads at most once. `mayReload` lets the page hold
 * the reload back while it is busy (a measurement running); it is asked again every second until it allows it.
 * Returns a function that stops the watch.
 */
export function watchIsolation(report: (state: IsolationState) => void, mayReload: () => boolean = () => true, env: IsolationEnv = browserEnv()): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  if (env.crossOriginIsolated) {
    env.storage?.removeItem(MARK);
    report('isolated');
    return stop;
  }
  if (!env.ready || !env.storage) {
    report('unavailable');
    return stop;
  }
  if (env.storage.getItem(MARK) === env.path) {
    // This tab reloaded this page once already and it is still not isolated: it stays so in this tab.
    report('failed');
    return stop;
  }
  const storage = env.storage;
  report('waiting');
  const reloadWhenAllowed = () => {
    if (stopped) return;
    if (!mayReload()) {
      timer = setTimeout(reloadWhenAllowed, 1000);
      return;
    }
    storage.setItem(MARK, env.path);
    report('reloading');
    env.reload();
  };
  env.ready.then(reloadWhenAllowed, () => !stopped && report('unavailable'));
  // SvelteKit registers the worker when the page has loaded; a browser that refuses it never gets one ready.
  const grace = setTimeout(() => {
    void env.registered().then((yes) => {
      if (!yes && !stopped) report('unavailable');
    });
  }, REGISTRATION_GRACE_MS);
  return () => {
    clearTimeout(grace);
    stop();
  };
}
