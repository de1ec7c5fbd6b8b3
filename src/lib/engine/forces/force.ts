/**
 * A force is a small named module, after d3-force: it declares its parameters once and adds its contribution
 * into the agents' accumulators. Two channels:
 *  - 'acceleration' (default): add to ax, ay (m/s²); the integrator turns the sum into motion.
 *  - 'velocity': article B's boids rebuild the velocity from their rules; such a force adds a velocity term to
 *    ux, uy for the agents whose rule timer is due, and the simulation then sets v = clamp(u, vmax).
 * Forces never move agents, never allocate in apply(), and read neighbours only from the shared list. What a force
 * reuses between its loops (a vector for a nearest point, a reused pair, per-group sums) is its scratch: made by
 * its initialize() once per simulation, as d3-force's forces are initialized per simulation, and handed to every
 * call, so two simulations in one thread never share it.
 */
import type { ParamSpec, ValuesOf } from '../params';
import type { AgentState } from '../state';
import type { NeighbourList } from '../neighbours/neighbourList';
import type { NeighbourSums } from '../neighbours/neighbourSums';
import type { Walls } from '../geometry/walls';
import type { World } from '../geometry/world';
import type { Random } from '../random';
import type { Navigation } from '../navigation/navigation';
import type { SpeedZones } from '../zones/speedZones';

export type ForceFamily = 'boids' | 'social' | 'common';
export type ForceChannel = 'acceleration' | 'velocity';

/** What apply() may read. Everything is owned by the simulation; do not keep references between calls. */
export interface ForceContext {
  readonly state: AgentState;
  readonly pairs: NeighbourList;
  readonly walls: Walls;
  readonly world: World;
  /** A seeded sequence, for draws that are not per agent: its numbers follow array order, which the grid changes. */
  readonly rng: Random;
  /**
   * The simulation's seed, and the number of (sub)steps taken before this one. With an agent's stable id they key its
   * random draws (see keyedRandom.ts), so the noise does not depend on the order of the agents or the neighbour search.
   */
  readonly seed: number;
  readonly tick: number;
  /** Simulated time at the start of this (sub)step, s. */
  readonly time: number;
  /** Length of this (sub)step, s. */
  readonly dt: number;
  /** Global speed limit for velocity rules and Reynolds steering (m/s); Infinity when off. */
  readonly maxSpeed: number;
  /** For velocity-channel forces: due[i] = 1 when agent i's rule timer fires in this step. */
  readonly due: Uint8Array;
  /**
   * The agents to apply to: from … to−1. A force with a radius is called once per block of agents whose
   * neighbour rows are in `pairs`; a force without one is called once for all agents (from = 0, to = count).
   */
  readonly from: number;
  readonly to: number;
  /**
   * Neighbourhood sums for this block, when the simulation computed them (see sumRadius): sums.slot(r) gives the
   * sums within radius r, or null — then read the rows in `pairs`.
   */
  readonly sums?: NeighbourSums;
  /** The way-finding fields that agents with GOAL_FIELD follow (null or absent: none). */
  readonly nav?: Navigation | null;
  /** Zones that scale the desired speed (stairs, ramps): the driving terms read them; null or absent: none. */
  readonly zones?: SpeedZones | null;
}

/**
 * The largest time step at which explicit integration of one force stays stable, and why: a blow-up report names
 * the term whose limit the step exceeded (blowup.ts), in the words the chapters use.
 */
export interface StableStep {
  /** The largest stable step, s. */
  dt: number;
  /** The term, as the chapters name it, e.g. "Helbing's driving term (v₀e − v)/τ". */
  term: string;
  /** The bound with its value, e.g. '2τ = 0.2 s'. */
  bound: string;
  /** Why, for the step in use, in one clause, e.g. 'each step multiplies … by 1 − Δt/τ = −1.5'. */
  why: string;
}

/** What a stability limit may depend on besides the force's parameters. */
export interface StabilityContext {
  /** The step (or sub-step) in use, s. */
  readonly dt: number;
  /** The lightest agent's mass, kg. */
  readonly minMass: number;
}

/** A region a force acts on, drawn on the canvas so that readers see what the model uses (a boundary, a danger). */
export interface Zone {
  readonly shape: 'circle';
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** For the legend, e.g. 'soft boundary R_b = 25 m'. */
  readonly label: string;
  readonly kind: 'boundary' | 'danger';
}

/**
 * A force as it is declared: N is its name, P its parameter list (literal keys), S its scratch. Every function
 * receives the values of its own parameters, typed by the declaration (ValuesOf<P>): `p.radius` is a number, a
 * choice is the union of its options, and a key the list does not declare is a type error.
 *
 * The defaults (string, any list, unknown scratch) are the registry's view: the catalogue, the simulation and the
 * recorder hold forces of every kind side by side and call them with values resolved against each one's own list.
 * A typed force is assignable to it because its functions are declared as methods, whose parameters TypeScript
 * compares both ways: that comparison is the one place the parameter types are erased, and it is safe because the
 * simulation only ever passes a force the values `resolveParams(force.params, …)` made and the scratch its own
 * initialize() made.
 */
export interface Force<N extends string = string, P extends readonly ParamSpec[] = readonly ParamSpec[], S = unknown> {
  /** Key used in the registry, share links and the command line, e.g. 'separation'. */
  readonly name: N;
  /** Shown next to its switch and in legends. */
  readonly label: string;
  /** Overlay colour (Okabe–Ito palette); the same for its arrow, switch, equation term and chart line. */
  readonly colour: string;
  readonly family: ForceFamily;
  readonly channel?: ForceChannel;
  /** One line: what it does, with its source. */
  readonly summary: string;
  /** Its term in TeX, for equations and legends. */
  readonly tex: string;
  readonly params: P;
  /** The neighbour radius this force needs with these parameters (0 or absent: no neighbours needed). */
  radius?(p: ValuesOf<P>): number;
  /**
   * If, with these parameters, the force needs only neighbourhood sums within one radius (count, Σ offset,
   * Σ velocity, Σ offset/d²: see neighbours/neighbourSums.ts), that radius; else null. The simulation then computes
   * the sums in the neighbour scan itself and may skip the list.
   */
  sumRadius?(p: ValuesOf<P>): number | null;
  /** With sumRadius: which sums it reads (SUM_OFFSET | SUM_VELOCITY | SUM_INVERSE from neighbours/neighbourSums). */
  readonly sumTerms?: number;
  /** The regions it acts on with these parameters, for drawing (absent: none). */
  zones?(p: ValuesOf<P>): Zone[];
  /** The largest stable explicit step with these parameters (a relaxation time, a contact stiffness); absent or null: none. */
  stableDt?(p: ValuesOf<P>, ctx: StabilityContext): StableStep | null;
  /**
   * Makes this force's scratch for one simulation (called when the simulation adds it; absent: no scratch). apply()
   * then gets it on every call: reused buffers live here, never in the module, so simulations do not share them.
   */
  initialize?(): S;
  /** Adds this force's contribution for agents ctx.from … ctx.to−1. */
  apply(ctx: ForceContext, p: ValuesOf<P>, scratch: S): void;
}

/**
 * Declares a force, keeping its name and its parameters' keys as literal types: the catalogue derives the `ForceName`
 * union and each force's values from these, so a misspelt force or parameter name in a force, a scenario, a
 * chapter's config or a test is a type error, not a quiet notice. Parameter specs built elsewhere must keep their
 * keys literal too (declared `as const satisfies NumberParam`, or returned by a helper with a `const` type parameter).
 */
export function defineForce<const N extends string, const P extends readonly ParamSpec[], S = void>(force: Force<N, P, S>): Force<N, P, S> {
  return force;
}

/** The parameter values of a declared force. */
export type ForceValuesOf<F> = F extends { readonly params: infer P extends readonly ParamSpec[] } ? ValuesOf<P> : never;

/** A point or direction a force's loop writes into (a nearest wall point, a desired direction): scratch, see initialize(). */
export interface Vec2 { x: number; y: number }

/** A fresh Vec2, for a force's initialize(). */
export const vec2 = (): Vec2 => ({ x: 0, y: 0 });

/** Okabe–Ito colour-blind-safe palette, by name. */
export const PALETTE = {
  orange: '#E69F00',
  sky: '#56B4E9',
  green: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  black: '#000000',
  grey: '#999999'
} as const;
