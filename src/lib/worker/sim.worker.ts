/** The engine's worker: hosts a LocalBackend (see host.ts). */
import { LocalBackend } from '../backend/localBackend';
import { hostBackend } from './host';

hostBackend((source, events, metrics) => {
  if (source.kind !== 'engine') throw new Error(`the engine's worker cannot host a ${source.kind} backend`);
  return new LocalBackend(source.config, events, metrics);
});
