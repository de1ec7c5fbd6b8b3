// Node worker_threads do not take vitest's TypeScript transform: this starts tsx's loader in the thread, then the
// TypeScript slice worker.
import { register } from 'tsx/esm/api';

register();
await import('./sliceThread.ts');
