/**
 * What a parsed document must hold together beyond each field: the exits and targets its goals name exist, and every
 * exit can be reached (inside the world, outside every obstacle, not lying along a wall).
 */
import { DocError } from './docError';
import { inRegion } from './place';
import type { GoalDoc, ScenarioDoc } from './format';

/** How near (m) an exit may come to the world's edge from outside, or lie along a wall, and still count as apart. */
const NEAR = 1e-6;

/** How far (m) two collinear segments overlap; 0 when they are not on one line. */
function overlapAlong(a: readonly number[], b: readonly number[]): number {
  const dx = a[2] - a[0], dy = a[3] - a[1], len = Math.sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
  const off = (x: number, y: number) => Math.abs((x - a[0]) * uy - (y - a[1]) * ux);
  if (off(b[0], b[1]) > NEAR || off(b[2], b[3]) > NEAR) return 0;
  const t0 = (b[0] - a[0]) * ux + (b[1] - a[1]) * uy, t1 = (b[2] - a[0]) * ux + (b[3] - a[1]) * uy;
  return Math.max(0, Math.min(len, Math.max(t0, t1)) - Math.max(0, Math.min(t0, t1)));
}

/**
 * An exit nobody can reach is refused, not run: one outside the world, one inside an obstacle, or one lying along a
 * wall (the wall would shut it; a door is a gap in the walls with the exit across it).
 */
export function checkExits(doc: ScenarioDoc): void {
  const w = doc.world, x0 = w.x0 ?? 0, y0 = w.y0 ?? 0, x1 = x0 + w.width, y1 = y0 + w.height;
  (doc.exits ?? []).forEach((e, i) => {
    const [ax, ay, bx, by] = e.segment, mx = (ax + bx) / 2, my = (ay + by) / 2, path = `exits[${i}].segment`;
    if (mx < x0 - NEAR || mx > x1 + NEAR || my < y0 - NEAR || my > y1 + NEAR) {
      throw new DocError(path, `lies outside the world (${x0} … ${x1} × ${y0} … ${y1}): nobody could reach it`);
    }
    (doc.obstacles ?? []).forEach((b, k) => {
      if (inRegion({ kind: 'polygon', points: b.polygon }, mx, my)) throw new DocError(path, `lies inside obstacles[${k}]: nobody could reach it`);
    });
    (doc.walls ?? []).forEach((s, k) => {
      const along = overlapAlong(s, e.segment);
      if (along > 0.01) throw new DocError(path, `lies along walls[${k}] for ${+along.toFixed(2)} m: the wall would shut it (leave a gap in the walls where the exit is)`);
    });
  });
}

/** Goals name exits and targets that must exist; a periodic axis cannot also have way-finding. */
export function checkReferences(doc: ScenarioDoc): void {
  const exits = new Set((doc.exits ?? []).map((e) => e.name)), targets = new Set((doc.targets ?? []).map((t) => t.name));
  const check = (g: GoalDoc, path: string) => {
    if (g === 'none') return;
    if ('exit' in g) {
      if (g.exit !== 'nearest' && !exits.has(g.exit)) throw new DocError(`${path}.exit`, `no exit is named '${g.exit}'; exits: ${[...exits].join(', ') || '(none)'}`);
      if (g.exit === 'nearest' && exits.size === 0) throw new DocError(`${path}.exit`, "'nearest' needs at least one exit in exits");
    }
    if ('target' in g && !targets.has(g.target)) throw new DocError(`${path}.target`, `no target is named '${g.target}'; targets: ${[...targets].join(', ') || '(none)'}`);
    if ('waypoints' in g && g.then) check(g.then, `${path}.then`);
    if (('exit' in g || 'target' in g) && (doc.world.periodic ?? []).length > 0) {
      throw new DocError(`${path}`, 'way-finding (exit or target goals) needs a world without periodic axes');
    }
  };
  doc.spawns.forEach((s, i) => {
    if (s.alternate) s.alternate.forEach((a, k) => check(a.goal, `spawns[${i}].alternate[${k}].goal`));
    else check(s.goal ?? 'none', `spawns[${i}].goal`);
  });
}
