/** RiMEA test 3 — walking down stairs (set up and described in stairs.ts, with test 2). */
import { stairsTest } from './stairs';

export const t03 = stairsTest(false);
