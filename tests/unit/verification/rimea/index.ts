/** The RiMEA verification tests this model can express, in the guideline's order. */
import type { RimeaTest } from './common';
import { t01 } from './t01';
import { t02 } from './t02';
import { t03 } from './t03';
import { t04 } from './t04';
import { t06 } from './t06';
import { t07 } from './t07';
import { t09 } from './t09';
import { t10 } from './t10';
import { t12 } from './t12';
import { t13 } from './t13';

export const RIMEA_TESTS: readonly RimeaTest[] = [t01, t02, t03, t04, t06, t07, t09, t10, t12, t13];
