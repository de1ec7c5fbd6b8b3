/** A slice worker as a Node worker_thread (for split.test.ts): joins the shared state and loops until told to stop. */
import { parentPort, workerData } from 'node:worker_threads';
import { runSlice, type SliceInit } from '../../../src/lib/ladder/parallel/driver';

parentPort!.postMessage('joined');
runSlice(workerData as SliceInit);
