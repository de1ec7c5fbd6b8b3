/**
 * Module resolution hook for the benchmark (registered by mathCost.ts): importing the engine with the query
 * "?native" loads a second copy of it in which the engine's math module is nativeMath.ts (Math.*), so that one
 * process can time the deterministic math and the native one side by side. The query is passed on to every module
 * the copy imports from this repository; packages (node_modules) are shared.
 */
const MATH = /\/src\/lib\/engine\/math\/index\.ts$/;
const NATIVE = new URL('./nativeMath.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const native = specifier.endsWith('?native') || (context.parentURL ?? '').endsWith('?native');
  const resolved = await nextResolve(specifier.replace(/\?native$/, ''), context);
  if (!native || !resolved.url.startsWith('file:') || resolved.url.includes('/node_modules/')) return resolved;
  return { ...resolved, url: (MATH.test(resolved.url) ? NATIVE : resolved.url) + '?native' };
}
