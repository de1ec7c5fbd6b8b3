/**
 * Scenarios written as documents. A built-in crowd scenario is a function from its parameters (N, widths, speeds) to
 * a scenario document; a file is a document with no parameters. Both become the Scenario the engine builds through
 * one interpreter (layout.ts), and either can be printed back as a document (`--dump-scenario`).
 */
import type { ParamSpec, ParamValues, ValuesOf } from '../../params';
import { defaultsOf } from '../../params';
import type { SettingValues } from '../../settings';
import type { MetricName } from '../../metrics/registry';
import type { ForceSetup, Scenario } from '../scenario';
import type { ScenarioDoc } from './format';
import { docPopulation, layoutFromDoc, spawnCapacity, worldOf } from './layout';
import { CapacityError } from './place';

export interface DocScenarioSpec<N extends string, P extends readonly ParamSpec[]> {
  readonly name: N;
  readonly title: string;
  readonly summary: string;
  readonly params: P;
  readonly maxAgents: number;
  /**
   * For a document with one spawn whose count the population parameter sets: the parameters that make the room
   * hold more. The scenario then says how many its room holds (Scenario.room), and a population it cannot hold is
   * refused with that number and these parameters.
   */
  readonly room?: readonly P[number]['key'][];
  /** The document for these parameters (its forces, settings and metrics must not depend on them). */
  doc(p: ValuesOf<P>): ScenarioDoc;
}

/** The Scenario a parameterised document describes. */
export function docScenario<const N extends string, const P extends readonly ParamSpec[]>(spec: DocScenarioSpec<N, P>): Scenario<N, P> & { doc(p: ValuesOf<P>): ScenarioDoc } {
  const base = spec.doc(defaultsOf(spec.params));
  return {
    name: spec.name,
    title: spec.title,
    summary: spec.summary,
    family: base.family,
    params: spec.params,
    // A document's names and values are data: a file's were checked by parseScenarioDoc, and a built-in document is
    // written through crowdParts' typed `doc` (and resolved strictly like every config). Typed here, as the catalogue's.
    forces: base.forces.map((f) => ({ name: f.name, ...(f.enabled !== undefined ? { enabled: f.enabled } : {}), ...(f.params ? { params: f.params } : {}) }) as ForceSetup),
    settings: (base.settings ?? {}) as Partial<SettingValues>,
    metrics: (base.metrics ?? []) as MetricName[],
    ...(base.kinds ? { kinds: (p: ValuesOf<P>) => spec.doc(p).kinds ?? [] } : {}),
    population: (p) => docPopulation(spec.doc(p)),
    maxAgents: spec.maxAgents,
    ...(spec.room ? { room: { grows: spec.room, capacity: (p: ValuesOf<P>, enough?: number) => spawnCapacity(spec.doc(p), enough) } } : {}),
    world: (p) => worldOf(spec.doc(p)),
    build: spec.room ? (p, rng) => withRoomHint(spec.room!, () => layoutFromDoc(spec.doc(p), rng)) : (p, rng) => layoutFromDoc(spec.doc(p), rng),
    doc: spec.doc
  };
}

/** What a reader can do about a room too small: the refusal (CapacityError) names the parameters that enlarge it. */
function withRoomHint<T>(grows: readonly string[], build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (!(e instanceof CapacityError) || grows.length === 0) throw e;
    throw new CapacityError(`${e.message}; ${roomHint(grows)}`, e.max, e.owner);
  }
}

/** "a larger roomWidth or roomDepth holds more". */
export const roomHint = (grows: readonly string[]) =>
  `a larger ${grows.length > 1 ? `${grows.slice(0, -1).join(', ')} or ${grows[grows.length - 1]}` : grows[0]} holds more`;

/** Largest population a file may ask for (the biggest built-in crowd allows 20 000). */
export const MAX_FILE_AGENTS = 50_000;

/** The Scenario of a loaded (already validated) file: no parameters, everything as the file says. */
export function scenarioFromDoc(doc: ScenarioDoc): Scenario & { doc(p: ParamValues): ScenarioDoc } {
  return docScenario({ name: doc.name, title: doc.title, summary: doc.summary ?? '', params: [], maxAgents: MAX_FILE_AGENTS, doc: () => doc });
}

/** Does this scenario come from a document (so that it can be printed as one)? */
export function hasDoc(s: Scenario): s is Scenario & { doc(p: ParamValues): ScenarioDoc } {
  return typeof (s as { doc?: unknown }).doc === 'function';
}
