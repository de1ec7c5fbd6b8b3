// Ambient module for MDsveX chapters (no top-level import/export here, or it stops being ambient).
declare module '*.svx' {
  import type { Component } from 'svelte';
  const component: Component;
  export default component;
  export const metadata: Record<string, unknown>;
}
