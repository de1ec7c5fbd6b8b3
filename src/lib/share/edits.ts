/**
 * The reader's canvas edits in a share link, one item each, in the order made:
 *
 *   move:3,4,5,6@1.25,-0.5                       wall segments 3–6 moved by (1.25 m, −0.5 m)
 *   add:12.3,4.5,r=0.28,v0=1.34,goal=dir/1/0     an agent at (12.3, 4.5) of radius 0.28 m walking east at 1.34 m/s
 *   exit:east=shut                               the exit named east shut from the start (or =open)
 *
 * An added agent's other fields are written only when they differ from their defaults: m= (mass, 80 kg),
 * k= (kind, 0), v=vx/vy (velocity, rest), ph= (phase, 0). Goals: goal=pt/x/y (a point), goal=dir/dx/dy (a
 * direction), goal=field/k (way-finding field k), and no goal= for none. Only digits, letters and , . - = / @ are
 * used, all of them legal in a URL's fragment: nothing is percent-encoded.
 */
import { GOAL_DIRECTION, GOAL_FIELD, GOAL_NONE, GOAL_POINT, type AddedAgent, type Edits, type WallMove } from '../engine';

const num = (v: number) => String(v);

export function encodeMove(m: WallMove): string {
  return `move:${m.segments.join(',')}@${num(m.dx)},${num(m.dy)}`;
}

export function encodeAgent(a: AddedAgent): string {
  const parts = [num(a.x), num(a.y), `r=${num(a.radius)}`, `v0=${num(a.v0)}`];
  if (a.mass !== 80) parts.push(`m=${num(a.mass)}`);
  if (a.kind !== 0) parts.push(`k=${a.kind}`);
  if (a.goalMode === GOAL_POINT) parts.push(`goal=pt/${num(a.gx)}/${num(a.gy)}`);
  else if (a.goalMode === GOAL_DIRECTION) parts.push(`goal=dir/${num(a.gx)}/${num(a.gy)}`);
  else if (a.goalMode === GOAL_FIELD) parts.push(`goal=field/${num(a.gx)}`);
  if (a.vx !== 0 || a.vy !== 0) parts.push(`v=${num(a.vx)}/${num(a.vy)}`);
  if (a.phase !== 0) parts.push(`ph=${num(a.phase)}`);
  return `add:${parts.join(',')}`;
}

export const encodeExit = (name: string, open: boolean): string => `exit:${name}=${open ? 'open' : 'shut'}`;

/** Every edit as link items, wall moves first (they were applied first), then added agents, then exits. */
export function encodeEdits(e: Edits | undefined): string[] {
  return [...(e?.walls ?? []).map(encodeMove), ...(e?.agents ?? []).map(encodeAgent), ...Object.entries(e?.exits ?? {}).map(([n, o]) => encodeExit(n, o))];
}

/** An `exit:` item's value as [name, open]; a string says what is wrong. */
export function parseExit(value: string): [string, boolean] | string {
  const m = /^([A-Za-z0-9_-]{1,60})=(open|shut)$/.exec(value);
  // The pattern lets '__proto__' through; an object keyed by it would drop it without a word.
  if (m?.[1] === '__proto__') return "'__proto__' cannot name an exit";
  return m ? [m[1], m[2] === 'open'] : 'expected NAME=open or NAME=shut, e.g. exit:east=shut';
}

const NUMBER = /^-?\d+(\.\d+)?(e-?\d+)?$/i;
const toNum = (s: string): number => (NUMBER.test(s) ? Number(s) : NaN);

/** A `move:` item's value as a move; a string says what is wrong. Ranges are checked when the config is resolved. */
export function parseMove(value: string): WallMove | string {
  const m = /^([\d,]+)@([^,]+),([^,]+)$/.exec(value);
  if (!m) return 'expected segments@dx,dy, e.g. move:3,4@1.5,-0.5';
  const segments = m[1].split(',').filter((s) => s !== '').map(Number);
  const dx = toNum(m[2]), dy = toNum(m[3]);
  if (segments.length === 0 || segments.some((s) => !Number.isInteger(s))) return 'the segments must be whole numbers';
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 'the move must be two numbers';
  return { segments, dx, dy };
}

/** An `add:` item's value as an agent; a string says what is wrong. */
export function parseAgent(value: string): AddedAgent | string {
  const parts = value.split(',');
  if (parts.length < 2) return 'expected x,y then r=, v0=, goal=…';
  const x = toNum(parts[0]), y = toNum(parts[1]);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return 'the position must be two numbers';
  const a: AddedAgent = { x, y, radius: 0.3, mass: 80, v0: 1.34, kind: 0, goalMode: GOAL_NONE, gx: 0, gy: 0, vx: 0, vy: 0, phase: 0 };
  const seen = new Set<string>();
  for (const p of parts.slice(2)) {
    const eq = p.indexOf('=');
    const key = eq < 0 ? p : p.slice(0, eq), v = eq < 0 ? '' : p.slice(eq + 1);
    if (seen.has(key)) return `'${key}' is given twice`;
    seen.add(key);
    const one = () => toNum(v);
    const pair = () => v.split('/').map(toNum);
    if (key === 'r') a.radius = one();
    else if (key === 'v0') a.v0 = one();
    else if (key === 'm') a.mass = one();
    else if (key === 'k') a.kind = one();
    else if (key === 'ph') a.phase = one();
    else if (key === 'v') {
      const [vx, vy, extra] = pair();
      if (extra !== undefined) return 'v= takes vx/vy';
      a.vx = vx; a.vy = vy;
    } else if (key === 'goal') {
      const [kind, ...rest] = v.split('/');
      const n = rest.map(toNum);
      if ((kind === 'pt' || kind === 'dir') && n.length === 2) {
        a.goalMode = kind === 'pt' ? GOAL_POINT : GOAL_DIRECTION;
        [a.gx, a.gy] = n;
      } else if (kind === 'field' && n.length === 1) {
        a.goalMode = GOAL_FIELD;
        a.gx = n[0];
      } else return `goal=${v} is not pt/x/y, dir/dx/dy or field/k`;
    } else return `unknown field '${key}'`;
  }
  for (const [k, v] of Object.entries(a)) if (typeof v === 'number' && !Number.isFinite(v)) return `${k} is not a number`;
  return a;
}
