/** The interaction constants of Helbing, Farkas & Vicsek 2000 (Nature 407, 487), shared by contactHFV and wallHFV. */
import type { NumberParam } from '../../params';

export const A_PARAM: NumberParam = {
  key: 'A', symbol: 'A', unit: 'N', default: 2000, min: 1, max: 1e5, log: true,
  meaning: 'Strength of the exponential social repulsion.'
};
export const B_PARAM: NumberParam = {
  key: 'B', symbol: 'B', unit: 'm', default: 0.08, min: 0.01, max: 2, log: true,
  meaning: 'Range of the social repulsion: it falls by e every B.'
};
export const K_PARAM: NumberParam = {
  key: 'k', symbol: 'k', unit: 'kg/s²', default: 1.2e5, min: 1, max: 1e7, log: true,
  meaning: 'Body force: resistance to compression, acting only on contact.'
};
export const KAPPA_PARAM: NumberParam = {
  key: 'kappa', symbol: String.raw`\kappa`, unit: 'kg/(m s)', default: 2.4e5, min: 1, max: 1e7, log: true,
  meaning: 'Sliding friction against tangential motion, acting only on contact.'
};
export const RANGE_PARAM: NumberParam = {
  key: 'range', symbol: String.raw`r_{\max}`, unit: 'm', default: 2.5, min: 0.1, max: 10, step: 0.1,
  meaning: 'Partners farther than this are ignored (the exponential is negligible there).'
};
