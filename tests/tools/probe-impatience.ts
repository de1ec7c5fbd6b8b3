/**
 * Rising impatience (forces/social/impatienceHFV.ts) at chapter 9's door and in chapter 10's room (issue 17): each
 * setting, written r/T (v_max = r·v₀(0), averaging time T in s; `off` for none), over the same seeds.
 *   door: the bottleneck scenario of width w, 240 s at most a run. Prints the seeds that leave anyone in the room for
 *         good, the time the last one left in the runs that emptied (median, worst), the door flow in the first 10 s
 *         and 60 s (net line crossings / time; 80/60 = 1.33 /s once everyone is out before 60 s), the steady flow (the
 *         chapter's doorSteadyFlow: the middle 60 % of the crossings), and for every walker left at the end (settings
 *         other than off): where, how fast, its nervousness n, the gaps to its nearest body and to a post.
 *   room: the evacuation scenario (Helbing, Farkas & Vicsek 2000's room) at each v0, the number out after 60 s.
 *   npx tsx tests/tools/probe-impatience.ts door [width=0.8] [seeds=1-160] [settings=off,1.5/10,2/10,1.5/3]
 *   npx tsx tests/tools/probe-impatience.ts room [v0s=2,5] [seeds=1-6] [settings=off,1.5/10]
 */
import { createSimulation, mergeConfigs, steadyLineFlow, type SimConfig } from '../../src/lib/engine';

const [mode = 'door', a1, a2, a3] = process.argv.slice(2);
const range = (s: string) => { const [a, b] = s.split('-').map(Number); return Array.from({ length: (b ?? a) - a + 1 }, (_, k) => a + k); };
const settings = (a3 ?? (mode === 'door' ? 'off,1.5/10,2/10,1.5/3' : 'off,1.5/10')).split(',');
const layer = (set: string) => {
  if (set === 'off') return undefined;
  const [r, T] = set.split('/').map(Number);
  return { forces: { impatienceHFV: { enabled: true, params: { vmaxFactor: r, memory: T } } } };
};
const median = (xs: number[]) => { const s = [...xs].sort((x, y) => x - y); return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');

if (mode === 'door') {
  const w = Number(a1 ?? 0.8), seeds = range(a2 ?? '1-160');
  const pa = (10 - w) / 2, pb = (10 + w) / 2; // the posts' tips at x = 0 (the scenario's 10 m room)
  console.log(`door ${w} m, seeds ${seeds[0]}–${seeds[seeds.length - 1]}, 240 s at most`);
  console.log('setting   | stuck runs (left)            | last out: median, worst (s) | flow 0–10 s (/s) | flow 0–60 s (/s) | steady flow (/s)');
  for (const set of settings) {
    const base = { scenario: 'bottleneck', seed: 1, params: { doorWidth: w } } as SimConfig;
    const stuck: string[] = [], lasts: number[] = [], flows10: number[] = [], flows: number[] = [], steady: number[] = [], held: string[] = [];
    for (const seed of seeds) {
      const sim = createSimulation(mergeConfigs(base as never, { seed }, layer(set) as never));
      let last = 0, n = sim.state.count;
      while (sim.time < 240 && sim.state.count > 0) {
        if (!sim.step()) throw new Error(`seed ${seed}: ${sim.blowup?.message}`);
        if (sim.state.count !== n) { n = sim.state.count; last = sim.time; }
      }
      const crossings = sim.behaviours.crossings[0] ?? [];
      flows10.push(crossings.filter((c) => c.time < 10).reduce((t, c) => t + c.sign, 0) / 10);
      flows.push(crossings.filter((c) => c.time < 60).reduce((t, c) => t + c.sign, 0) / 60);
      steady.push(steadyLineFlow(crossings));
      const s = sim.state;
      if (s.count === 0) { lasts.push(last); continue; }
      stuck.push(`${seed}:${s.count}`);
      for (let i = 0; i < s.count; i++) {
        let body = Infinity;
        for (let j = 0; j < s.count; j++) if (j !== i) body = Math.min(body, Math.sqrt((s.x[i] - s.x[j]) ** 2 + (s.y[i] - s.y[j]) ** 2) - s.radius[i] - s.radius[j]);
        const post = Math.min(Math.sqrt(s.x[i] ** 2 + (s.y[i] - pa) ** 2), Math.sqrt(s.x[i] ** 2 + (s.y[i] - pb) ** 2)) - s.radius[i];
        const lag = s.lag[i], nerv = lag < 0 ? 0 : lag > 1 ? 1 : lag;
        held.push(`  seed ${seed} #${i}: (${f(s.x[i], 2)}, ${f(s.y[i] - 5, 2)}) from the door's middle, speed ${f(Math.sqrt(s.vx[i] ** 2 + s.vy[i] ** 2), 3)} m/s, n ${f(nerv, 2)}, gap to nearest body ${f(body, 3)} m, to a post ${f(post, 3)} m`);
      }
    }
    console.log(`${set.padEnd(9)} | ${String(stuck.length).padStart(3)} [${stuck.join(' ')}]`.padEnd(42) +
      ` | ${f(median(lasts))}, ${f(Math.max(...lasts))} (${lasts.length} runs)`.padEnd(30) +
      ` | ${f(mean(flows10), 2)} | ${f(mean(flows), 3)} (median ${f(median(flows), 3)})` + ` | ${f(mean(steady), 3)}`);
    if (held.length > 0 && set !== 'off') console.log(held.join('\n'));
  }
} else {
  const v0s = (a1 ?? '2,5').split(',').map(Number), seeds = range(a2 ?? '1-6');
  console.log(`room (evacuation scenario, 200 people, 1 m exit), seeds ${seeds[0]}–${seeds[seeds.length - 1]}: out after 60 s`);
  for (const v0 of v0s) {
    for (const set of settings) {
      const out: number[] = [];
      for (const seed of seeds) {
        const sim = createSimulation(mergeConfigs({ scenario: 'evacuation', seed, params: { v0 } } as never, layer(set) as never));
        while (sim.time < 60 - 1e-9) if (!sim.step()) throw new Error(`seed ${seed}: ${sim.blowup?.message}`);
        out.push((sim.behaviours as unknown as { evacuated: number }).evacuated);
      }
      console.log(`v0 ${v0} m/s, ${set.padEnd(7)}: mean ${f(mean(out))}, range ${Math.min(...out)}–${Math.max(...out)} [${out.join(' ')}]`);
    }
  }
}
