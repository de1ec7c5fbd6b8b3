import { describe, it, expect } from 'vitest';
import { stepsFor, planSteps, carry, frameSeconds, fpsOf, pushWindow, MAX_STEPS_PER_FRAME } from '../../src/lib/driver/steps';
import { hitAgent, nearestAgent, hitGoal, wallGroup, moveWallGroup, goalDragIds, moveGoals, isClick, inWorld, type Seg4 } from '../../src/lib/components/sim/interaction';
import { AgentState, GOAL_POINT, GOAL_NONE } from '../../src/lib/engine';

describe('the fixed-step accumulator', () => {
  it('takes the whole steps of dt in elapsed × speed and carries the rest', () => {
    const r = stepsFor(0.035, 1, 0.01);
    expect(r.steps).toBe(3);
    expect(r.remainder).toBeCloseTo(0.005, 12);
    const fast = stepsFor(0.035, 2, 0.01);
    expect(fast.steps).toBe(7);
    expect(fast.remainder).toBeCloseTo(0, 12);
    expect(stepsFor(0.004, 1, 0.01)).toEqual({ steps: 0, remainder: 0.004 });
  });

  it('adds what was carried in', () => {
    const r = stepsFor(0.006, 1, 0.01, 0.005);
    expect(r.steps).toBe(1);
    expect(r.remainder).toBeCloseTo(0.001, 12);
  });

  it('caps the steps per frame and then drops the backlog (at most one dt carried)', () => {
    const r = stepsFor(0.1, 4, 0.01);
    expect(r.steps).toBe(MAX_STEPS_PER_FRAME);
    expect(r.remainder).toBeCloseTo(0.01, 12);
    expect(stepsFor(0.1, 1, 0.01, 0, 4)).toEqual({ steps: 4, remainder: 0.01 });
  });

  it('plans and carries as separate parts', () => {
    expect(planSteps(0, 0.05, 1, 0.02)).toEqual({ acc: 0.05, want: 2, steps: 2 });
    expect(carry(0.05, 1, 2, 0.02)).toBeCloseTo(0.02, 12); // fewer done than wanted: capped at dt
    expect(carry(0.05, 2, 2, 0.02)).toBeCloseTo(0.01, 12);
  });

  it('caps a frame at 0.1 s and counts none after a pause', () => {
    expect(frameSeconds(1000, 0)).toBe(0);
    expect(frameSeconds(1016, 1000)).toBeCloseTo(0.016, 12);
    expect(frameSeconds(5000, 1000)).toBe(0.1);
  });

  it('keeps rolling timings', () => {
    const a: number[] = [];
    for (let i = 0; i < 40; i++) pushWindow(a, i);
    expect(a).toHaveLength(30);
    expect(a[0]).toBe(10);
    expect(fpsOf([0, 20, 40])).toBe(50);
    expect(fpsOf([0])).toBeNaN();
  });
});

function agents(points: [number, number][], radius = 0.25): AgentState {
  const s = new AgentState();
  for (const [x, y] of points) s.add({ x, y, radius, gx: 10, gy: 5, goalMode: GOAL_POINT });
  return s;
}

describe('hit tests and dragging', () => {
  it('finds the nearest agent to a point, however far', () => {
    const s = agents([[0, 0], [5, 5], [2, 1]]);
    expect(nearestAgent(s, 2.2, 1.1)).toBe(2);
    expect(nearestAgent(s, 100, 100)).toBe(1);
    expect(nearestAgent(new AgentState(), 0, 0)).toBe(-1);
  });

  it('hits an agent only within a few pixels of its disc', () => {
    const s = agents([[0, 0], [1, 0]]);
    expect(hitAgent(s, 0.9, 0, 20)).toBe(1); // 20 px per unit: tolerance 0.3
    expect(hitAgent(s, 0.1, 0, 20)).toBe(0);
    expect(hitAgent(s, 0.5, 2, 20)).toBe(-1);
  });

  it('hits a target cross within 10 px', () => {
    const s = agents([[0, 0]]);
    expect(hitGoal(s, 10.2, 5, 20)).toEqual({ x: 10, y: 5 });
    expect(hitGoal(s, 11, 5, 20)).toBeNull();
  });

  it('groups walls by shared end points and moves a group', () => {
    const segs: Seg4[] = [[0, 0, 1, 0], [1, 0, 1, 1], [1, 1, 0, 0], [5, 5, 6, 5]];
    expect(wallGroup(segs, 1).sort()).toEqual([0, 1, 2]);
    expect(wallGroup(segs, 3)).toEqual([3]);
    moveWallGroup(segs, [0, 1], 2, -1);
    expect(segs[0]).toEqual([2, -1, 3, -1]);
    expect(segs[1]).toEqual([3, -1, 3, 0]);
    expect(segs[2]).toEqual([1, 1, 0, 0]);
  });

  it('drags the selected agent’s goal alone, else everyone’s walking to it', () => {
    const s = agents([[0, 0], [1, 1], [2, 2]]);
    s.goalMode[2] = GOAL_NONE;
    const g = { x: 10, y: 5 };
    expect([...goalDragIds(s, g, -1)].sort()).toEqual([s.id[0], s.id[1]]);
    expect([...goalDragIds(s, g, s.id[1])]).toEqual([s.id[1]]);
    moveGoals(s, new Set([s.id[0]]), 3, 4);
    expect([s.gx[0], s.gy[0], s.gx[1]]).toEqual([3, 4, 10]);
  });

  it('tells a click from a drag, and points in the world', () => {
    expect(isClick({ px: 0, py: 0 }, { px: 3, py: 3 })).toBe(true);
    expect(isClick({ px: 0, py: 0 }, { px: 4, py: 3 })).toBe(false);
    const w = { x0: 0, y0: 0, width: 10, height: 5 };
    expect(inWorld(w, 10, 5)).toBe(true);
    expect(inWorld(w, 10.1, 1)).toBe(false);
  });
});
