/**
 * Every chapter's simulations are typed data in content/NN-name.ts (a misspelt force or scenario there is a type
 * error in `npm run check`); here the engine builds each of them and steps it, so a config the engine refuses — a
 * parameter out of its range, a population above the cap — fails a test before it can fail the prerender.
 */
import { describe, expect, it } from 'vitest';
import { FORCES, createSimulation, isMetricName, resolveConfig } from '../../../src/lib/engine';
import { LAYERS } from '../../../src/lib/components/sim/layers';
import { chapterModules, chapterSources, configsOf, viewConfigsOf } from './chapterModules';

/**
 * The names a chapter's page writes inline in a view's props (metrics={[…]}, chart={[…]}, overlays={[…]}). They are
 * typed (MetricName, OverlayName), but svelte-check does not read .svx files, so they are checked here.
 */
function inlineNames(source: string): { prop: string; name: string; tag: string }[] {
  const out: { prop: string; name: string; tag: string }[] = [];
  for (const tag of source.matchAll(/<(?:SimulationView|SideBySide)\b[\s\S]*?\/>/g)) {
    for (const m of tag[0].matchAll(/\b(metrics|chart|overlays)=\{\[([^\]]*)\]\}/g)) {
      for (const q of m[2].matchAll(/'([^']*)'/g)) out.push({ prop: m[1], name: q[1], tag: tag[0].slice(0, 60) });
    }
  }
  return out;
}

const overlayNames = new Set<string>([...LAYERS.map((l) => l.name), ...Object.keys(FORCES).map((f) => `force:${f}`)]);

describe('chapter config modules', () => {
  it('the inline names check reads a view’s props (so it can fail)', () => {
    const names = inlineNames(`<SimulationView id="x" config={views.x} metrics={['meanSpeeed']} chart={['laneOrder']} overlays={['walls', 'force:cruise']} />`);
    expect(names.map((n) => [n.prop, n.name])).toEqual([['metrics', 'meanSpeeed'], ['chart', 'laneOrder'], ['overlays', 'walls'], ['overlays', 'force:cruise']]);
    expect(isMetricName('meanSpeeed')).toBe(false);
    expect(overlayNames.has('force:cruise') && !overlayNames.has('force:cruse')).toBe(true);
  });

  it('are found: one per chapter that shows a simulation', () => {
    expect(chapterModules.length).toBeGreaterThan(0);
    const names = new Set(chapterModules.map((m) => m.name));
    for (const { name, source } of chapterSources) {
      if (/<(SimulationView|SideBySide)\b/.test(source)) expect(names.has(name), `content/${name}.ts holds the configs of content/${name}.svx`).toBe(true);
    }
  });

  for (const { name, module } of chapterModules) {
    describe(name, () => {
      it('names exactly the views and comparisons the chapter shows', () => {
        const source = chapterSources.find((s) => s.name === name)?.source ?? '';
        const ids = (tag: string) => [...source.matchAll(new RegExp(`<${tag}\\s[^>]*?\\bid="([^"]+)"`, 'g'))].map((m) => m[1]).sort();
        expect(ids('SimulationView')).toEqual(Object.keys(module.views ?? {}).sort());
        expect(ids('SideBySide')).toEqual(Object.keys(module.comparisons ?? {}).sort());
      });

      it('every live number (<Try>) sets a config of its .ts in a view the chapter shows, and every SourceCode names a file', () => {
        const source = chapterSources.find((s) => s.name === name)?.source ?? '';
        const views = viewConfigsOf(module);
        for (const m of source.matchAll(/<Try\s+view="([^"]+)"\s+config=\{tries\.([A-Za-z0-9_]+)\}/g)) {
          expect([...views.keys()], `<Try view="${m[1]}">`).toContain(m[1]);
          expect(Object.keys(module.tries ?? {}), `tries.${m[2]}`).toContain(m[2]);
        }
        // Every <Try> is in the form above (so this test sees it).
        expect((source.match(/<Try\b/g) ?? []).length).toBe([...source.matchAll(/<Try\s+view="[^"]+"\s+config=\{tries\.[A-Za-z0-9_]+\}/g)].length);
        // A line that starts with <Try is an HTML block to MDsveX: the rest of the paragraph would lose its <p> and its markdown.
        expect(source.split('\n').filter((l) => /^\s*<Try\b/.test(l)), 'a line may not start with <Try').toEqual([]);
        for (const m of source.matchAll(/<SourceCode\s+force="([^"]+)"/g)) expect(Object.keys(FORCES), `<SourceCode force="${m[1]}">`).toContain(m[1]);
      });

      it('every metric and overlay its views name inline is one the registry and the layers know', () => {
        const source = chapterSources.find((s) => s.name === name)?.source ?? '';
        for (const { prop, name: n, tag } of inlineNames(source)) {
          if (prop === 'overlays') expect(overlayNames.has(n), `${tag}…: overlay '${n}'`).toBe(true);
          else expect(isMetricName(n), `${tag}…: ${prop} '${n}'`).toBe(true);
        }
      });

      it('introduces only forces its views have', () => {
        const views = viewConfigsOf(module);
        for (const [id, forces] of Object.entries(module.introduced ?? {})) {
          const config = views.get(id);
          expect(config, `introduced names view '${id}'`).toBeDefined();
          const present = Object.keys(resolveConfig(config!).forces);
          for (const f of forces) expect(present, `view '${id}'`).toContain(f);
        }
      });

      for (const [label, config] of configsOf(module)) {
        it(`${label}: the engine builds it and steps it`, () => {
          const sim = createSimulation(config);
          for (let k = 0; k < 5; k++) sim.step();
          expect(sim.steps + (sim.blowup ? 1 : 0)).toBeGreaterThan(0);
        });
      }
    });
  }
});
