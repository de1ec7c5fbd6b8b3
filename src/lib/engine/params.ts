/**
 * Parameter declarations: the single source for validation, sliders, share links and command-line help.
 * A force, a scenario or the simulation settings each declare their parameters once, as a list of specs.
 */

export interface NumberParam {
  readonly key: string;
  /** The symbol as TeX, e.g. `\tau` or `V_0`; the same in prose, KaTeX, sliders and code comments. */
  readonly symbol: string;
  /** SI unit as plain text ('m', 'm/s', 's', 'N', '' for dimensionless). */
  readonly unit: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** Slider step; integers are declared with `integer: true`. */
  readonly step?: number;
  readonly integer?: boolean;
  /** Draw the slider on a log scale (stiff constants that span decades). */
  readonly log?: boolean;
  /** One line: what the parameter means. */
  readonly meaning: string;
}

export interface ChoiceParam {
  readonly key: string;
  readonly symbol: string;
  readonly unit: '';
  readonly default: string;
  readonly options: readonly string[];
  readonly meaning: string;
}

export type ParamSpec = NumberParam | ChoiceParam;
export type ParamValue = number | string;
export type ParamValues = Record<string, ParamValue>;

export const isChoice = (p: ParamSpec): p is ChoiceParam => 'options' in p;

/** Raised for an unknown parameter or a value outside its declared range; the message names both. */
export class ParamError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly owner: string
  ) {
    super(message);
    this.name = 'ParamError';
  }
}

/** A human description of the allowed values: "0.1 … 10 m" or "one of euler, semi-implicit, heun". */
export function describeRange(p: ParamSpec): string {
  if (isChoice(p)) return `one of ${p.options.join(', ')}`;
  const unit = p.unit ? ` ${p.unit}` : '';
  return `${p.integer ? 'an integer ' : ''}${p.min} … ${p.max}${unit}`;
}

export function defaultsOf(specs: readonly ParamSpec[]): ParamValues {
  const out: ParamValues = {};
  for (const p of specs) out[p.key] = p.default;
  return out;
}

/** Checks one value against its spec; returns the value (a number parsed from text when needed) or throws. */
export function checkParam(owner: string, p: ParamSpec, value: unknown): ParamValue {
  if (isChoice(p)) {
    if (typeof value === 'string' && p.options.includes(value)) return value;
    throw new ParamError(`${owner}: ${p.key} = ${String(value)} is not allowed; it must be ${describeRange(p)}`, p.key, owner);
  }
  const v = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new ParamError(`${owner}: ${p.key} = ${String(value)} is not a number; it must be ${describeRange(p)}`, p.key, owner);
  }
  if (v < p.min || v > p.max || (p.integer && !Number.isInteger(v))) {
    throw new ParamError(`${owner}: ${p.key} = ${v} is out of range; it must be ${describeRange(p)}`, p.key, owner);
  }
  return v;
}

/** Defaults overlaid with `given`; every given key must be declared and in range. */
export function resolveParams(owner: string, specs: readonly ParamSpec[], given: Record<string, unknown> = {}): ParamValues {
  const out = defaultsOf(specs);
  for (const [key, value] of Object.entries(given)) {
    const p = specs.find((s) => s.key === key);
    if (!p) {
      const known = specs.map((s) => s.key).join(', ') || '(none)';
      throw new ParamError(`${owner}: unknown parameter '${key}'; known parameters: ${known}`, key, owner);
    }
    out[key] = checkParam(owner, p, value);
  }
  return out;
}

/** Like resolveParams, but drops what is invalid instead of throwing, and says what it dropped (share links). */
export function sanitizeParams(
  owner: string,
  specs: readonly ParamSpec[],
  given: Record<string, unknown>
): { values: ParamValues; ignored: string[] } {
  const values = defaultsOf(specs);
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(given)) {
    const p = specs.find((s) => s.key === key);
    try {
      if (!p) resolveParams(owner, specs, { [key]: value }); // throws the standard "unknown parameter" message
      else values[key] = checkParam(owner, p, value);
    } catch (e) {
      ignored.push(e instanceof Error ? e.message : String(e));
    }
  }
  return { values, ignored };
}

export const num = (values: ParamValues, key: string): number => values[key] as number;
