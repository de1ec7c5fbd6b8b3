/**
 * atan, atan2, asin and acos, the same bits in every JavaScript engine (the metrics use them: the CLI and the page
 * should print the same numbers). Ports of fdlibm's s_atan.c, e_atan2.c, e_asin.c and e_acos.c in the FreeBSD/musl
 * revision (Sun Microsystems, 1993: "Permission to use, copy, modify, and distribute this software is freely
 * granted, provided that this notice is preserved."), with only IEEE 754 operations and √. Errors below 1 ulp.
 *
 * atan: reduce |x| to one of [0, 7/16], around 1/2, 1, 3/2 or ∞ with atan(x) = atan(c) + atan((x − c)/(1 + c·x)),
 * then an odd polynomial of degree 23. asin/acos: a rational Remez fit of (asin(x) − x)/x³ on [0, 1/2], and
 * asin(x) = π/2 − 2·asin(√((1 − x)/2)) beyond, with √ split into a high part and a correction for accuracy.
 */
import { clearLowWord, highWord, lowWord } from './bits';

const ATAN_HI = [4.63647609000806093515e-1, 7.85398163397448278999e-1, 9.82793723247329054082e-1, 1.57079632679489655800];
const ATAN_LO = [2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17];
const AT0 = 3.33333333333329318027e-1, AT1 = -1.99999999998764832476e-1, AT2 = 1.42857142725034663711e-1;
const AT3 = -1.11111104054623557880e-1, AT4 = 9.09088713343650656196e-2, AT5 = -7.69187620504482999495e-2;
const AT6 = 6.66107313738753120669e-2, AT7 = -5.83357013379057348645e-2, AT8 = 4.97687799461593236017e-2;
const AT9 = -3.65315727442169155270e-2, AT10 = 1.62858201153657823623e-2;

export function atan(x: number): number {
  const hx = highWord(x), ix = hx & 0x7fffffff;
  let id: number;
  if (ix >= 0x44100000) { // |x| ≥ 2^66
    if (x !== x) return x;
    return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
  }
  if (ix < 0x3fdc0000) { // |x| < 7/16
    if (ix < 0x3e400000) return x; // |x| < 2^−27
    id = -1;
  } else {
    x = Math.abs(x);
    if (ix < 0x3ff30000) { // |x| < 19/16
      if (ix < 0x3fe60000) { id = 0; x = (2 * x - 1) / (2 + x); } // 7/16 ≤ |x| < 11/16
      else { id = 1; x = (x - 1) / (x + 1); } // 11/16 ≤ |x| < 19/16
    } else if (ix < 0x40038000) { id = 2; x = (x - 1.5) / (1 + 1.5 * x); } // |x| < 39/16
    else { id = 3; x = -1 / x; } // 39/16 ≤ |x| < 2^66
  }
  const z = x * x, w = z * z;
  const s1 = z * (AT0 + w * (AT2 + w * (AT4 + w * (AT6 + w * (AT8 + w * AT10)))));
  const s2 = w * (AT1 + w * (AT3 + w * (AT5 + w * (AT7 + w * AT9))));
  if (id < 0) return x - x * (s1 + s2);
  const r = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
  return hx < 0 ? -r : r;
}

const PI = 3.1415926535897931160; // 0x400921fb 54442d18
const PI_O_2 = 1.5707963267948965580;
const PI_O_4 = 7.8539816339744827900e-1;
const PI_LO = 1.2246467991473531772e-16; // π − PI

export function atan2(y: number, x: number): number {
  if (x !== x || y !== y) return NaN;
  const hx = highWord(x), lx = lowWord(x), ix = hx & 0x7fffffff;
  const hy = highWord(y), ly = lowWord(y), iy = hy & 0x7fffffff;
  if (x === 1) return atan(y);
  const m = ((hy >>> 31) & 1) | ((hx >>> 30) & 2); // 2·sign(x) + sign(y)
  if ((iy | ly) === 0) return m < 2 ? y : m === 2 ? PI : -PI; // y = ±0
  if ((ix | lx) === 0) return hy < 0 ? -PI_O_2 : PI_O_2; // x = ±0
  if (ix === 0x7ff00000) { // x = ±∞
    if (iy === 0x7ff00000) return m === 0 ? PI_O_4 : m === 1 ? -PI_O_4 : m === 2 ? 3 * PI_O_4 : -3 * PI_O_4;
    return m === 0 ? 0 : m === 1 ? -0 : m === 2 ? PI : -PI;
  }
  if (iy === 0x7ff00000) return hy < 0 ? -PI_O_2 : PI_O_2; // y = ±∞
  const k = (iy - ix) >> 20;
  let z: number, quadrant = m;
  if (k > 60) { z = PI_O_2 + 0.5 * PI_LO; quadrant = m & 1; } // |y/x| > 2^60
  else if (hx < 0 && k < -60) z = 0; // 0 > |y|/x > −2^−60
  else { const q = y / x; z = atan(Math.abs(q)); }
  switch (quadrant) {
    case 0: return z;
    case 1: return -z;
    case 2: return PI - (z - PI_LO);
    default: return (z - PI_LO) - PI;
  }
}

const PIO2_HI = 1.57079632679489655800; // 0x3ff921fb 54442d18
const PIO2_LO = 6.12323399573676603587e-17; // 0x3c91a626 33145c07
const PIO4_HI = 7.85398163397448278999e-1;
const PS0 = 1.66666666666666657415e-1, PS1 = -3.25565818622400915405e-1, PS2 = 2.01212532134862925881e-1;
const PS3 = -4.00555345006794114027e-2, PS4 = 7.91534994289814532176e-4, PS5 = 3.47933107596021167570e-5;
const QS1 = -2.40339491173441421878, QS2 = 2.02094576023350569471;
const QS3 = -6.88283971605453293030e-1, QS4 = 7.70381505559019352791e-2;

/** R(z) = (asin(√z) − √z)/√z³, the rational approximation shared by asin and acos. */
function asinRatio(z: number): number {
  const p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
  const q = 1 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
  return p / q;
}

export function asin(x: number): number {
  const hx = highWord(x), ix = hx & 0x7fffffff;
  if (ix >= 0x3ff00000) { // |x| ≥ 1
    if (((ix - 0x3ff00000) | lowWord(x)) === 0) return x * PIO2_HI + x * PIO2_LO; // ±π/2
    return NaN;
  }
  if (ix < 0x3fe00000) { // |x| < 1/2
    if (ix < 0x3e500000) return x; // |x| < 2^−26
    return x + x * asinRatio(x * x);
  }
  const t = (1 - Math.abs(x)) * 0.5, s = Math.sqrt(t), r = asinRatio(t);
  let result: number;
  if (ix >= 0x3fef3333) result = PIO2_HI - (2 * (s + s * r) - PIO2_LO); // |x| > 0.975
  else {
    const w = clearLowWord(s), c = (t - w * w) / (s + w);
    result = PIO4_HI - ((2 * s * r - (PIO2_LO - 2 * c)) - (PIO4_HI - 2 * w));
  }
  return hx > 0 ? result : -result;
}

export function acos(x: number): number {
  const hx = highWord(x), ix = hx & 0x7fffffff;
  if (ix >= 0x3ff00000) { // |x| ≥ 1
    if (((ix - 0x3ff00000) | lowWord(x)) === 0) return hx > 0 ? 0 : PI + 2 * PIO2_LO;
    return NaN;
  }
  if (ix < 0x3fe00000) { // |x| < 1/2
    if (ix <= 0x3c600000) return PIO2_HI + PIO2_LO; // |x| < 2^−57
    return PIO2_HI - (x - (PIO2_LO - x * asinRatio(x * x)));
  }
  if (hx < 0) { // x < −1/2
    const z = (1 + x) * 0.5, s = Math.sqrt(z);
    return PI - 2 * (s + (asinRatio(z) * s - PIO2_LO));
  }
  const z = (1 - x) * 0.5, s = Math.sqrt(z), df = clearLowWord(s);
  const c = (z - df * df) / (s + df);
  return 2 * (df + (asinRatio(z) * s + c));
}
