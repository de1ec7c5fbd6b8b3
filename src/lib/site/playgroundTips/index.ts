/** The playground's "Things to try", by scenario: the flock and crowd tips, each backed by claims (tip.ts). */
import type { ScenarioName } from '../../engine';
import type { Tip } from './tip';
import { flockTips } from './flocks';
import { crowdTips } from './crowds';

export type { Tip } from './tip';

/** Typed so that a scenario without tips is a type error (flocks.ts and crowds.ts split the names between them). */
export const tips: Partial<Record<ScenarioName, readonly Tip[]>> = { ...flockTips, ...crowdTips };
