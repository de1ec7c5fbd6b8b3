import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A port of its own (E2E_PORT) lets two test runs share a machine.
const port = Number(process.env.E2E_PORT ?? 4173);

// The sample of remembered passes that runs anyway (tests/e2e/remember.ts), drawn once here for every worker.
process.env.E2E_SAMPLE_SEED ??= String(Math.floor(Math.random() * 2 ** 31));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/rememberRun.ts',
  timeout: 60_000,
  // Tests of one file may run on either worker: the long files (every chapter, every lesson) no longer hold one
  // worker while the other idles. Every test opens its own page; none depends on another's state.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The book's service worker (src/service-worker.ts) downloads the whole book (about 8 MB) into its cache on a
    // first visit: in every test's fresh context that would be a gigabyte a run for nothing. It is tested where it is
    // the subject (offline.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic'
      ]
    }
  },
  // The tests test the build they made, never another: each run builds and serves its own, and a server already on the
  // port (a stale `npm start`, another run) is never reused: Playwright stops with "already used" instead. Give a
  // second run its own E2E_PORT.
  webServer: {
    command: `npm run build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000
  }
});
