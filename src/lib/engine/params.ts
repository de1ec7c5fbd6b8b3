/**
 * Parameter declarations: the single source for validation, sliders, share links and command-line help.
 * A force, a scenario or the simulation settings each declare their parameters once, as a list of specs.
 */

export interface NumberParam<K extends string = string> {
  readonly key: K;
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

export interface ChoiceParam<K extends string = string, O extends string = string> {
  readonly key: K;
  readonly symbol: string;
  readonly unit: '';
  readonly default: O;
  readonly options: readonly O[];
  readonly meaning: string;
}

export type ParamSpec = NumberParam | ChoiceParam;
export type ParamValue = number | string;
/** Values of parameters whose declaration is not known here (a config read from a link, a file, the command line). */
export type ParamValues = Record<string, ParamValue>;

/** The value a spec declares: a number, or one of a choice's options. */
export type ValueOf<S extends ParamSpec> = S extends { readonly options: readonly (infer O)[] } ? O : number;

/**
 * The values of a declared parameter list, typed by the declaration: each number parameter's key maps to number,
 * each choice's key to the union of its options. With the list's keys as literals (a `const` type parameter, or
 * specs declared `as const`), a renamed parameter is a type error wherever its old key is still read or written.
 * For a list whose keys are only known as `string` it is ParamValues.
 */
export type ValuesOf<P extends readonly ParamSpec[]> = Expanded<{ [S in P[number] as S['key']]: ValueOf<S> }>;

/** The same object type, shown by its keys in messages and hovers ({ weight: number; radius: number }), not as ValuesOf<[…specs]>. */
type Expanded<T> = { [K in keyof T]: T[K] } & {};

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

export function defaultsOf<const P extends readonly ParamSpec[]>(specs: P): ValuesOf<P> {
  // Every declared key holds its default, a value of its declared type: what ValuesOf<P> says.
  return defaultValues(specs) as ValuesOf<P>;
}

function defaultValues(specs: readonly ParamSpec[]): ParamValues {
  const out: ParamValues = {};
  for (const p of specs) out[p.key] = p.default;
  return out;
}

/** A decimal number as a reader types it: 12, -0.5, .25, 1e-3. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Checks one value against its spec; returns the value (a number parsed from text when needed) or throws. */
export function checkParam(owner: string, p: ParamSpec, value: unknown): ParamValue {
  if (isChoice(p)) {
    if (typeof value === 'string' && p.options.includes(value)) return value;
    throw new ParamError(`${owner}: ${p.key} = ${String(value)} is not allowed; it must be ${describeRange(p)}`, p.key, owner);
  }
  // Text is read as a plain decimal number only: Number() would also take '0x1', '0b1', '0o7' and 'Infinity'.
  const v = typeof value === 'string' ? (DECIMAL.test(value.trim()) ? Number(value) : NaN) : value;
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new ParamError(`${owner}: ${p.key} = ${String(value)} is not a number; it must be ${describeRange(p)}`, p.key, owner);
  }
  if (v < p.min || v > p.max || (p.integer && !Number.isInteger(v))) {
    throw new ParamError(`${owner}: ${p.key} = ${v} is out of range; it must be ${describeRange(p)}`, p.key, owner);
  }
  return v;
}

/**
 * Defaults overlaid with `given`; every given key must be declared and in range. This is where values of unknown
 * origin become typed: each one was checked against its spec, so the result is ValuesOf<P>.
 */
export function resolveParams<const P extends readonly ParamSpec[]>(owner: string, specs: P, given: Record<string, unknown> = {}): ValuesOf<P> {
  const out = defaultValues(specs);
  for (const [key, value] of Object.entries(given)) {
    const p = specs.find((s) => s.key === key);
    if (!p) {
      const known = specs.map((s) => s.key).join(', ') || '(none)';
      throw new ParamError(`${owner}: unknown parameter '${key}'; known parameters: ${known}`, key, owner);
    }
    out[key] = checkParam(owner, p, value);
  }
  return out as ValuesOf<P>;
}

/**
 * The value of a number parameter in values resolved against a list known only at run time (a scenario picked by
 * name, a slider over any spec). Code that knows its list reads the typed `p.key` instead.
 */
export function numberValue(values: ParamValues, spec: NumberParam): number {
  const v = values[spec.key];
  if (typeof v !== 'number') throw new ParamError(`${spec.key} = ${String(v)} is not a number; were these values resolved against another list?`, spec.key, 'values');
  return v;
}

/** Like resolveParams, but drops what is invalid instead of throwing, and says what it dropped (share links). */
export function sanitizeParams<const P extends readonly ParamSpec[]>(
  owner: string,
  specs: P,
  given: Record<string, unknown>
): { values: ValuesOf<P>; ignored: string[] } {
  const values = defaultValues(specs);
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
  return { values: values as ValuesOf<P>, ignored };
}
