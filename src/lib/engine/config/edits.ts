/**
 * The reader's edits on the canvas (walls moved, agents added) as part of a config: checked strictly when a config
 * is resolved, applied when it is built, and rounded once where they are made, so that the view that recorded them,
 * a share link and a saved file all run the same numbers.
 *
 * Rounding: positions and moves to the millimetre, body, speed and velocity to three decimals. A click adds the
 * rounded agent to the running simulation, and a released drag snaps the walls to the rounded move: what the reader
 * sees is what the config holds.
 */
import { ParamError } from '../params';
import { GOAL_DIRECTION, GOAL_FIELD, GOAL_NONE, GOAL_POINT, type AgentInit } from '../state';
import type { Segment } from '../geometry/walls';
import type { World } from '../geometry/world';
import type { AddedAgent, Edits, WallMove } from './simConfig';

/** Most wall moves and added agents one config may hold (a link holds far fewer: see share/edits.ts). */
export const MAX_WALL_MOVES = 200;
export const MAX_ADDED_AGENTS = 500;
/** Segment indices above this are refused before anything is built (the largest built-in layout has a few dozen). */
const MAX_SEGMENT = 100_000;
/** Exits one config may open or shut, and what their names may be (as a scenario file names them, and a link carries). */
const MAX_EXIT_EDITS = 50;
const EXIT_NAME = /^[A-Za-z0-9_-]{1,60}$/;

const mm = (v: number) => Math.round(v * 1000) / 1000 || 0;
const um = (v: number) => Math.round(v * 1e6) / 1e6 || 0;

/** An added agent with every field rounded as configs hold it. */
export function roundAgent(a: AgentInit): AddedAgent {
  const mode = a.goalMode ?? GOAL_NONE;
  return {
    x: mm(a.x), y: mm(a.y), radius: mm(a.radius ?? 0.3), mass: mm(a.mass ?? 80), v0: mm(a.v0 ?? 1.34), kind: a.kind ?? 0,
    goalMode: mode, gx: mode === GOAL_NONE ? 0 : mode === GOAL_FIELD ? (a.gx ?? 0) : mm(a.gx ?? 0), gy: mode === GOAL_NONE || mode === GOAL_FIELD ? 0 : mm(a.gy ?? 0),
    vx: mm(a.vx ?? 0), vy: mm(a.vy ?? 0), phase: mm(a.phase ?? 0)
  };
}

/** A wall move rounded to the millimetre, its segments sorted. */
export const roundMove = (m: WallMove): WallMove => ({ segments: [...m.segments].sort((a, b) => a - b), dx: mm(m.dx), dy: mm(m.dy) });

/** The moves with a new one appended: a move of the same segments as the last one is folded into it. */
export function addMove(moves: readonly WallMove[], m: WallMove): WallMove[] {
  const r = roundMove(m), last = moves[moves.length - 1];
  if (r.dx === 0 && r.dy === 0) return [...moves];
  if (last && last.segments.length === r.segments.length && last.segments.every((s, i) => s === r.segments[i])) {
    const merged = roundMove({ segments: r.segments, dx: last.dx + r.dx, dy: last.dy + r.dy });
    return merged.dx === 0 && merged.dy === 0 ? moves.slice(0, -1) : [...moves.slice(0, -1), merged];
  }
  return [...moves, r];
}

export const hasEdits = (e: Edits | undefined): e is Edits =>
  !!e && ((e.walls?.length ?? 0) > 0 || (e.agents?.length ?? 0) > 0 || Object.keys(e.exits ?? {}).length > 0);

/** Counts for a sentence: "2 wall moves and 3 added agents". */
export function describeEdits(e: Edits | undefined): string {
  const w = e?.walls?.length ?? 0, a = e?.agents?.length ?? 0, x = Object.keys(e?.exits ?? {}).length;
  const parts = [w ? `${w} wall move${w === 1 ? '' : 's'}` : '', a ? `${a} added agent${a === 1 ? '' : 's'}` : '', x ? `${x} exit${x === 1 ? '' : 's'} opened or shut` : ''].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0] ?? 'no changes';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function finite(v: unknown, key: string, lo = -Infinity, hi = Infinity): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi) {
    throw new ParamError(`${key} = ${String(v).slice(0, 40)} must be a number${Number.isFinite(lo) ? ` ${lo} … ${hi}` : ''}`, key, 'edits');
  }
  return v;
}

/**
 * Checks edits against the world they will be applied in (shape, numbers, agents inside the world's box); returns a
 * clean copy (rounded, no extra fields). Segment indices are checked against the layout when it is built.
 */
export function checkEdits(raw: unknown, world: Pick<World, 'x0' | 'y0' | 'width' | 'height'>): Edits {
  if (!isRecord(raw)) throw new ParamError('edits must be an object with walls and agents', 'edits', 'edits');
  const out: Edits = {};
  const span = Math.max(world.width, world.height);
  if (raw.walls !== undefined) {
    if (!Array.isArray(raw.walls)) throw new ParamError('edits.walls must be a list of moves', 'edits.walls', 'edits');
    if (raw.walls.length > MAX_WALL_MOVES) throw new ParamError(`edits.walls: ${raw.walls.length} moves, at most ${MAX_WALL_MOVES}`, 'edits.walls', 'edits');
    out.walls = raw.walls.map((m, i) => {
      const key = `edits.walls[${i}]`;
      if (!isRecord(m) || !Array.isArray(m.segments) || m.segments.length === 0) throw new ParamError(`${key} must name the segments it moves`, key, 'edits');
      const segments = m.segments.map((s, j) => {
        // (Number.isInteger is true only for numbers; the typeof says so to the type checker.)
        if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > MAX_SEGMENT) throw new ParamError(`${key}.segments[${j}] = ${String(s).slice(0, 20)} is not a wall index`, `${key}.segments`, 'edits');
        return s;
      });
      return roundMove({ segments: [...new Set(segments)], dx: finite(m.dx, `${key}.dx`, -2 * span, 2 * span), dy: finite(m.dy, `${key}.dy`, -2 * span, 2 * span) });
    });
  }
  if (raw.agents !== undefined) {
    if (!Array.isArray(raw.agents)) throw new ParamError('edits.agents must be a list of agents', 'edits.agents', 'edits');
    if (raw.agents.length > MAX_ADDED_AGENTS) throw new ParamError(`edits.agents: ${raw.agents.length} agents, at most ${MAX_ADDED_AGENTS}`, 'edits.agents', 'edits');
    out.agents = raw.agents.map((a, i) => {
      const key = `edits.agents[${i}]`;
      if (!isRecord(a)) throw new ParamError(`${key} must be an agent`, key, 'edits');
      const x = finite(a.x, `${key}.x`, world.x0, world.x0 + world.width), y = finite(a.y, `${key}.y`, world.y0, world.y0 + world.height);
      const goalMode = finite(a.goalMode ?? GOAL_NONE, `${key}.goalMode`, 0, 3);
      if (![GOAL_POINT, GOAL_DIRECTION, GOAL_NONE, GOAL_FIELD].includes(goalMode)) throw new ParamError(`${key}.goalMode = ${goalMode} is not a goal`, `${key}.goalMode`, 'edits');
      const kind = finite(a.kind ?? 0, `${key}.kind`, 0, 1000);
      if (!Number.isInteger(kind)) throw new ParamError(`${key}.kind must be an integer`, `${key}.kind`, 'edits');
      const gx = finite(a.gx ?? 0, `${key}.gx`, -1e6, 1e6);
      if (goalMode === GOAL_FIELD && (!Number.isInteger(gx) || gx < 0 || gx > 100)) throw new ParamError(`${key}.gx must be a field's index`, `${key}.gx`, 'edits');
      return roundAgent({
        x, y, goalMode, gx, gy: finite(a.gy ?? 0, `${key}.gy`, -1e6, 1e6), kind,
        radius: finite(a.radius ?? 0.3, `${key}.radius`, 0.01, 5), mass: finite(a.mass ?? 80, `${key}.mass`, 0.01, 1e4),
        v0: finite(a.v0 ?? 1.34, `${key}.v0`, 0, 50), vx: finite(a.vx ?? 0, `${key}.vx`, -50, 50), vy: finite(a.vy ?? 0, `${key}.vy`, -50, 50),
        phase: finite(a.phase ?? 0, `${key}.phase`, -1e3, 1e3)
      });
    });
  }
  if (raw.exits !== undefined) {
    if (!isRecord(raw.exits)) throw new ParamError('edits.exits must name exits, each open (true) or shut (false)', 'edits.exits', 'edits');
    const names = Object.keys(raw.exits);
    if (names.length > MAX_EXIT_EDITS) throw new ParamError(`edits.exits: ${names.length} exits, at most ${MAX_EXIT_EDITS}`, 'edits.exits', 'edits');
    out.exits = {};
    for (const name of names) {
      const open = raw.exits[name];
      // '__proto__' passes the name pattern, but an object keyed by it would drop it without a word.
      if (!EXIT_NAME.test(name) || name === '__proto__') throw new ParamError(`edits.exits: '${name.slice(0, 40)}' is not an exit's name`, 'edits.exits', 'edits');
      if (typeof open !== 'boolean') throw new ParamError(`edits.exits.${name} must be true (open) or false (shut)`, `edits.exits.${name}`, 'edits');
      out.exits[name] = open;
    }
  }
  if (out.exits && Object.keys(out.exits).length === 0) delete out.exits;
  if (out.walls?.length === 0) delete out.walls;
  if (out.agents?.length === 0) delete out.agents;
  return out;
}

/**
 * The layout's walls with the moves applied in order, to the micrometre (as scenario documents write coordinates,
 * so that a saved file's walls are these exactly); a move naming a segment the layout lacks is refused.
 */
export function movedWalls(walls: readonly Segment[], moves: readonly WallMove[]): Segment[] {
  const out = walls.map((s) => [...s] as Segment);
  moves.forEach((m, i) => {
    for (const k of m.segments) {
      if (k >= out.length) throw new ParamError(`edits.walls[${i}] moves wall segment ${k}, but this layout has ${out.length} (segments 0 … ${out.length - 1})`, `edits.walls[${i}].segments`, 'edits');
      const q = out[k];
      out[k] = [um(q[0] + m.dx), um(q[1] + m.dy), um(q[2] + m.dx), um(q[3] + m.dy)];
    }
  });
  return out;
}

/** An added agent as the state takes it. */
export const agentInit = (a: AddedAgent): AgentInit => ({ ...a });
