/** Every parameter's TeX symbol and every force's term is valid TeX: sliders, legends and help all render them. */
import { describe, it, expect } from 'vitest';
import katex from 'katex';
import { ALL_FORCES, SCENARIOS, SETTINGS, type ParamSpec } from '../../../src/lib/engine';
import { METRICS } from '../../../src/lib/engine/metrics';

const renders = (tex: string) => () => katex.renderToString(tex, { throwOnError: true });
const specs: [string, ParamSpec][] = [
  ...SETTINGS.map((p) => ['settings', p] as [string, ParamSpec]),
  ...ALL_FORCES.flatMap((f) => f.params.map((p) => [f.name, p] as [string, ParamSpec])),
  ...SCENARIOS.flatMap((s) => s.params.map((p) => [s.name, p] as [string, ParamSpec]))
];

describe('TeX symbols', () => {
  it.each(specs.map(([owner, p]) => [`${owner}.${p.key}`, p.symbol]))('%s: %s', (_name, symbol) => {
    expect(renders(symbol)).not.toThrow();
  });
  it.each(ALL_FORCES.map((f) => [f.name, f.tex]))('force %s term', (_name, tex) => expect(renders(tex)).not.toThrow());
  it.each(Object.values(METRICS).map((m) => [m.name, m.symbol]))('metric %s: %s', (_name, tex) => expect(renders(tex)).not.toThrow());
});
