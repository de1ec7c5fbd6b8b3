/** Runs the determinism cases in a Web Worker and posts the fingerprints back (see $lib/determinism/cases.ts). */
import { runAllCases } from '$lib/determinism/cases';

try {
  (self as unknown as Worker).postMessage({ results: runAllCases() });
} catch (e) {
  (self as unknown as Worker).postMessage({ error: String(e) });
}
