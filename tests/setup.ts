// Component tests run under jsdom (per-file `// @vitest-environment jsdom`); jest-dom matchers are harmless in node tests.
import '@testing-library/jest-dom/vitest';
