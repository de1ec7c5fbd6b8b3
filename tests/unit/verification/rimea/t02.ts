/** RiMEA test 2 — walking up stairs (set up and described in stairs.ts, with test 3). */
import { stairsTest } from './stairs';

export const t02 = stairsTest(true);
