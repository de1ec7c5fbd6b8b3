/**
 * The largest population a slider may offer (issue 21): a scenario declares N (or a density that sets N) up to a
 * fixed maximum, but a small room holds fewer, and a value it cannot hold is refused when built. Here is the largest
 * value of the population parameter that builds for the current values of the other parameters: the smaller of its
 * declared maximum, what the room holds (Scenario.room, the count placement itself uses, so the value offered builds
 * by construction) and the scenario's cap on agents (maxAgents). Nothing is placed; a room that holds the declared
 * maximum is found with little work (capacity's `enough`), and the answer is kept per room, since dragging the N
 * slider does not change it.
 */
import { isChoice, numberValue, type NumberParam, type ParamValues } from '../params';
import type { Scenario } from '../scenarios/scenario';
import { roomHint } from '../scenarios/doc/docScenario';
import { largestBelow } from './fit';

export interface PopulationLimit {
  /** The population parameter: 'N' or 'density'. */
  key: string;
  /** Its declared maximum, and the largest value that builds here (below the declared maximum). */
  declared: number;
  max: number;
  /** The most agents these parameters build: what the room holds, or the scenario's cap. */
  agents: number;
  /** Why: the room holds no more (and what makes it larger), or the scenario builds no more. */
  reason: 'room' | 'cap';
  /** One sentence for the reader. */
  note: string;
}

/**
 * The population parameter's limit for these values (resolved against the scenario's list), or null when its
 * declared maximum builds (or the scenario has no population parameter, as a file has not).
 */
export function populationLimit(sc: Scenario, params: ParamValues): PopulationLimit | null {
  const spec = populationSpec(sc);
  if (!spec) return null;
  const key = `${sc.name}|${spec.key}|${roomKey(params, spec.key)}`;
  if (CACHE.has(key)) return CACHE.get(key)!;
  const limit = compute(sc, params, spec);
  if (CACHE.size >= CACHE_SIZE) CACHE.delete(CACHE.keys().next().value!);
  CACHE.set(key, limit);
  return limit;
}

/** The parameter that sets how many agents there are, as fitPopulation finds it. */
function populationSpec(sc: Scenario): NumberParam | null {
  const spec = sc.params.find((p) => p.key === 'N') ?? sc.params.find((p) => p.key === 'density');
  return spec && !isChoice(spec) ? spec : null;
}

/** The values that shape the room: every parameter but the population one (speeds too: a few keys more is cheap). */
const roomKey = (params: ParamValues, pop: string) => JSON.stringify(Object.entries(params).filter(([k]) => k !== pop).sort(([a], [b]) => (a < b ? -1 : 1)));

const CACHE = new Map<string, PopulationLimit | null>();
const CACHE_SIZE = 256;

function compute(sc: Scenario, params: ParamValues, spec: NumberParam): PopulationLimit | null {
  const at = (v: number) => ({ ...params, [spec.key]: v }) as ParamValues;
  const declared = spec.max, wanted = sc.population(at(declared));
  // The most agents that can be asked for: the cap, or fewer if the room holds fewer (counted only that far).
  let agents = Math.min(wanted, sc.maxAgents), reason: PopulationLimit['reason'] = 'cap';
  if (sc.room) {
    const holds = sc.room.capacity(at(numberValue(params, spec)), agents);
    if (holds < agents) { agents = holds; reason = 'room'; }
  }
  if (agents >= wanted) return null;
  const max = largestBelow(spec, declared, (v) => sc.population(at(v)) <= agents) ?? spec.min;
  // N is the count itself; a density is said as the value it allows.
  const value = spec.key === 'N' ? '' : ` (${spec.key} up to ${max}${spec.unit ? ` ${spec.unit}` : ''})`;
  const note = reason === 'room'
    ? `This room holds at most ${agents.toLocaleString('en')} agents${value}${sc.room!.grows.length ? `; ${roomHint(sc.room!.grows)}` : ''}.`
    : `This scenario builds at most ${sc.maxAgents.toLocaleString('en')} agents${value}.`;
  return { key: spec.key, declared, max, agents, reason, note };
}
