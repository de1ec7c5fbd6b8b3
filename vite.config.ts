import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit(), svelteTesting()],
  worker: { format: 'es' },
  server: { fs: { allow: ['content'] } },
  test: {
    // Playwright's specs live in tests/e2e and stay out of Vitest.
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60_000
  }
});
