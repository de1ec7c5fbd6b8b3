/**
 * Article B's debug rays: each boid's three rule terms from its last velocity rebuild (Boids3d.rays), drawn from
 * the boid along the term — separation green, cohesion magenta, alignment blue, as the article's Debug.DrawRay.
 * The tones are Okabe–Ito's (the book's palette) where they read on the theme's background: a 1-pixel line needs
 * about 3:1 against it (WCAG's non-text contrast), so the light theme's magenta is a deeper one and the dark
 * theme's blue is Okabe–Ito's sky blue (#0072b2 is 3.4:1 on the dark background, too dim for a thin line).
 */

export type RayKind = 'separation' | 'cohesion' | 'alignment';

/** In the legend's order. */
export const RAY_KINDS: readonly RayKind[] = ['separation', 'cohesion', 'alignment'];

/** The legend's names. */
export const RAY_NAMES: Readonly<Record<RayKind, string>> = { separation: 'Separation', cohesion: 'Cohesion', alignment: 'Alignment' };

/** Where a kind's x y z sit among a boid's 9 numbers (Flock3dFrame.rays: cohesion, separation, alignment). */
export const RAY_OFFSET: Readonly<Record<RayKind, number>> = { cohesion: 0, separation: 3, alignment: 6 };

/** Metres of ray per m/s of term: a term at v_max = 15 m/s is drawn 2 m long (the model is 1.5 m). */
export const RAY_METRES_PER_SPEED = 2 / 15;

/**
 * Each kind's length × this. Separation's term is small beside the others: a mean of unit vectors (or of 1/d), it
 * averaged 0.2–0.4 m/s against cohesion's 2–4 and alignment's 9–15 (2000 boids, 300 steps, each of article B's sets),
 * a ray of 3–5 cm, which no view shows; its weight is 10 in every set (velocity = c + 10 s + w_a a), so drawn × 10 it
 * is separation's share of the new velocity, beside cohesion's (weight 1). The legend says so.
 */
export const RAY_GAIN: Readonly<Record<RayKind, number>> = { separation: 10, cohesion: 1, alignment: 1 };

/** The legend's line for a kind: its name, and its gain when it is not 1 ("Separation × 10"). */
export function rayLegend(kind: RayKind): string {
  return RAY_GAIN[kind] === 1 ? RAY_NAMES[kind] : `${RAY_NAMES[kind]} × ${RAY_GAIN[kind]}`;
}

/** Contrast on #fdfcf9 / #16181c in the comments. */
const LIGHT: Readonly<Record<RayKind, string>> = {
  separation: '#009e73', // Okabe–Ito green, 3.3:1
  cohesion: '#c5489a', // a deeper Okabe–Ito reddish purple (#cc79a7 is 3.0:1), 4.3:1
  alignment: '#0072b2' // Okabe–Ito blue, 5.1:1
};
const DARK: Readonly<Record<RayKind, string>> = {
  separation: '#009e73', // 5.2:1
  cohesion: '#cc79a7', // 5.8:1
  alignment: '#56b4e9' // Okabe–Ito sky blue, 7.7:1
};

/** The rays' colours on a light or a dark background. */
export function rayColours(dark: boolean): Readonly<Record<RayKind, string>> {
  return dark ? DARK : LIGHT;
}
