/**
 * Pointer input on a view's canvas: click on an agent to select it, on empty ground to add one; drag a target cross
 * (with the 'goals' overlay) or a wall group to move it. The hit tests and moves are the pure functions of
 * interaction.ts; this class holds the drag in progress (plain) and the cursor (reactive).
 *
 * On a touch screen a finger on the canvas is usually a reader scrolling the page, not an edit: a touch only selects
 * the agent it lands on, and lets the page scroll, until the reader switches editing on (`editing`, the stage's
 * Edit button); then a tap adds an agent and a drag moves a target or a wall, as a mouse does.
 */
import type { SimController } from './controller.svelte';
import { roundAgent, roundMove, movedWalls } from '../../engine';
import { hitAgent, hitGoal, hitWall, wallGroup, goalDragIds, moveGoals, moveWallGroup, isClick, inWorld, newAgentAt, type Drag, type Seg4 } from './interaction';

export class PointerInput {
  cursor = $state('crosshair');
  /** Touches edit the scene (add, drag) only while this is on; a mouse or a pen always does. */
  editing = $state(false);
  private drag: Drag | null = null;
  private readonly c: SimController;

  constructor(c: SimController) {
    this.c = c;
  }

  /** Direct manipulation needs the engine in this thread (none in a worker run). */
  private get sim() {
    return this.c.run.backend?.engine ?? null;
  }

  private toWorld(e: PointerEvent): { x: number; y: number; px: number; py: number } | null {
    const canvas = this.c.run.canvas, t = this.c.run.painter.transform;
    if (!canvas || !t) return null;
    const r = canvas.getBoundingClientRect();
    const px = e.clientX - r.left, py = e.clientY - r.top;
    return { x: t.wx(px), y: t.wy(py), px, py };
  }

  private agentAt(x: number, y: number): number {
    const sim = this.sim, t = this.c.run.painter.transform;
    return sim && t ? hitAgent(sim.state, x, y, t.scale) : -1;
  }

  private goalAt(x: number, y: number): { x: number; y: number } | null {
    // Targets are drawn (and so can be grabbed) only with the 'goals' overlay.
    const sim = this.sim, t = this.c.run.painter.transform;
    return sim && t && this.c.run.overlaysOn.includes('goals') ? hitGoal(sim.state, x, y, t.scale) : null;
  }

  private wallAt(x: number, y: number): number {
    const sim = this.sim, t = this.c.run.painter.transform;
    return sim && t ? hitWall(sim.walls, x, y, t.scale) : -1;
  }

  down = (e: PointerEvent): void => {
    const c = this.c, sim = this.sim;
    if (!sim || e.button !== 0) return;
    const p = this.toWorld(e);
    if (!p) return;
    const i = this.agentAt(p.x, p.y);
    if (i >= 0) {
      c.run.selectedId = sim.state.id[i];
      c.run.updateRecording();
      c.run.refreshInspector();
      c.run.requestDraw();
      return;
    }
    if (e.pointerType === 'touch' && !this.editing) return;
    const g = this.goalAt(p.x, p.y);
    if (g) this.drag = { type: 'goal', ids: goalDragIds(sim.state, g, c.run.selectedId), moved: false };
    else {
      const k = this.wallAt(p.x, p.y);
      if (k >= 0) {
        const segs = sim.walls.toArray() as Seg4[];
        this.drag = { type: 'wall', group: wallGroup(segs, k), segs, start: segs.map((s) => [...s] as Seg4), x0: p.x, y0: p.y, x: p.x, y: p.y, moved: false };
      } else this.drag = { type: 'add', ...p };
    }
    c.run.canvas?.setPointerCapture?.(e.pointerId);
  };

  move = (e: PointerEvent): void => {
    const p = this.toWorld(e), sim = this.sim, drag = this.drag;
    if (!p || !sim) return;
    if (!drag) {
      this.cursor = this.agentAt(p.x, p.y) >= 0 ? 'pointer' : this.goalAt(p.x, p.y) || this.wallAt(p.x, p.y) >= 0 ? 'grab' : 'crosshair';
      return;
    }
    if (drag.type === 'goal') {
      moveGoals(sim.state, drag.ids, p.x, p.y);
      drag.moved = true;
      this.c.run.requestDraw();
    } else if (drag.type === 'wall') {
      const dx = p.x - drag.x, dy = p.y - drag.y;
      drag.x = p.x; drag.y = p.y;
      moveWallGroup(drag.segs, drag.group, dx, dy);
      sim.setWalls(drag.segs);
      drag.moved = true;
      this.c.run.requestDraw();
    }
  };

  up = (e: PointerEvent): void => {
    const d = this.drag;
    this.drag = null;
    const p = this.toWorld(e);
    if (!d || !p || !this.sim) return;
    if (d.type === 'add' && isClick(d, p)) this.addAgentAt(d.x, d.y);
    if (d.type === 'wall' && d.moved) this.endWallDrag(d, p.x - d.x0, p.y - d.y0);
  };

  cancel = (): void => {
    const d = this.drag;
    this.drag = null;
    // A drag the browser took away still moved the walls: record where they are.
    if (d?.type === 'wall' && d.moved) this.endWallDrag(d, d.x - d.x0, d.y - d.y0);
  };

  /**
   * The walls snap to the whole drag rounded as the config holds it, and the move is recorded: what the reader sees
   * is what Reset, a share link and a saved file rebuild.
   */
  private endWallDrag(d: Extract<Drag, { type: 'wall' }>, dx: number, dy: number): void {
    const sim = this.sim;
    if (!sim) return;
    const m = roundMove({ segments: d.group, dx, dy });
    sim.setWalls(movedWalls(d.start, [m]));
    this.c.recordWallMove(m);
    this.c.run.requestDraw();
  }

  /** A new agent where the reader clicked, its goal and desired speed copied from the nearest agent. */
  private addAgentAt(x: number, y: number): void {
    const c = this.c, sim = this.sim;
    if (!sim || !inWorld(sim.world, x, y)) return;
    const a = roundAgent(newAgentAt(sim.state, x, y, c.run.scenario.family === 'boids'));
    c.run.selectedId = sim.addAgent(a);
    c.recordAgent(a);
    c.run.updateRecording();
    c.run.updateStats();
    c.run.requestDraw();
  }
}
