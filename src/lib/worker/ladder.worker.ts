/** The optimization ladder's worker: hosts a LadderBackend, one rung (see host.ts). */
import { LadderBackend } from '../backend/ladderBackend';
import { hostBackend } from './host';

hostBackend((source, events, metrics) => {
  if (source.kind !== 'ladder') throw new Error(`the ladder's worker cannot host a ${source.kind} backend`);
  return new LadderBackend(source.spec, events, metrics);
});
