/**
 * docs/verification.md from the measurements: the table (test, what is checked, measured, expected, pass), then each
 * test in words. Made only from the tests' own texts and verdicts, so that the page is current exactly when it equals
 * what this writes for the stored measurements (the runner test checks that).
 */
import type { Numbers } from '../../../claims/remembered';
import type { RimeaTest, Verdict } from './common';
import { recommended } from './files';

export const VERIFICATION_PAGE = 'docs/verification.md';

/** Each test's parts, from the measurements of all tests (keyed `tNN/part`). */
export function partsOf(t: RimeaTest, all: Record<string, Numbers>): Record<string, Numbers> {
  const prefix = `${t.id}/`;
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function verificationPage(tests: readonly RimeaTest[], verdicts: readonly Verdict[], cpuSeconds: number): string {
  const r = recommended();
  const forces = r.forces.map((f) => `${f.name}${f.params && Object.keys(f.params).length ? ` (${Object.entries(f.params).map(([k, v]) => `${k} = ${v}`).join(', ')})` : ''}`).join(', ');
  const settings = Object.entries(r.settings ?? {}).map(([k, v]) => `${k} = ${v}`).join(', ');
  const passed = verdicts.filter((v) => v.pass).length;
  const rows = tests.map((t, k) => `| ${t.number}. ${cell(t.title)} | ${cell(t.checked)} | ${cell(verdicts[k].measured)} | ${cell(t.expected)} | ${verdicts[k].pass ? 'pass' : '**FAIL**'} |`);
  const failing = tests.filter((_, k) => !verdicts[k].pass);
  return [
    '# Verification: the RiMEA tests',
    '',
    '<!-- Written by `npm run verify` from the measurements (tests/unit/verification/); do not edit by hand: a unit test fails when this page is not the table of the current measurements. -->',
    '',
    'Pedestrian simulators show that they work by running the standard verification tests of the RiMEA guideline',
    '(RiMEA e.V., *Richtlinie für Mikroskopische Entfluchtungsanalysen*, version 3.0), as JuPedSim, Vadere and the',
    'commercial tools publish. These are the tests this model can express, each as a scenario file in',
    '`static/scenarios/rimea/` (open one in the playground), measured over several seeds by',
    '`tests/unit/verification/rimea/tNN.ts`. The tests are described below in our own words; where the guideline leaves a',
    'tolerance open, the one used here is stated and argued in the test’s module.',
    '',
    `Every file uses the book’s recommended crowd model, read from the \`fundamental\` scenario: ${forces}; ${settings};`,
    `body radii ${JSON.stringify(r.radius)} m. Stairs are speed zones (Weidmann’s 0.455 up, 0.518 down); the model is one`,
    'plane, so multi-level buildings are not modelled. The guideline’s other tests — 5 (pre-movement times), 8 (a building',
    'of several storeys), 11 and 14 (the choice of exit and of route) — need what the model does not have (distributions',
    'of pre-movement time, floors above one another, route choice beyond a given or the nearest exit) and are left out.',
    '',
    `**${passed} of ${tests.length} pass.** Measuring everything afresh took ${cpuSeconds.toFixed(0)} s of CPU; \`npm run verify\` re-measures what the`,
    'engine’s changes made stale and rewrites this page (a normal test run re-measures a tenth of the parts and compares them to the bit).',
    '',
    '| test | what is checked | measured | expected | pass |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...(failing.length
      ? ['## What fails, and why', '', ...failing.map((t) => `- **${t.number}. ${t.title}**: ${t.knownFailure ?? 'not yet explained (the test has no known-failure note).'}`), '']
      : []),
    '## The tests',
    '',
    ...tests.flatMap((t) => [`**${t.number}. ${t.title}** (\`static/scenarios/rimea/${t.file}\`). ${t.about}`, '']),
  ].join('\n');
}
