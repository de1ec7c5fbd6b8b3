/**
 * The simulation: agents, walls, an ordered registry of forces by name, a fixed time step, a seed.
 * The same seed and parameters give bit-identical trajectories in the page, a worker and Node.
 *
 * One step (× substeps) is a short pipeline:
 *   1. rebuild the neighbour index once; every enabled force reads the same list
 *   2. velocity rules (article B): for agents whose timer is due, v := clamp(Σ rule terms)
 *   3. integrate: clear accelerations, apply each enabled acceleration force, move (the integrator may evaluate twice)
 *   4. boundaries: walls are not crossed, periodic axes wrap
 *   5. goals, sinks and counting lines (scenario behaviour)
 *   (before 1: an exit whose scripted closing time has come is shut, and the way-finding fields are rebuilt)
 *   6. blow-up check: NaN, Infinity or runaway speed stops the run with a report
 */
import { AgentState, type AgentInit } from './state';
import { Random } from './random';
import { Walls, type Segment } from './geometry/walls';
import { wrapAll, type World } from './geometry/world';
import { NeighbourList, NeighbourSums, sumsFromList, makeNeighbourStrategy, type NeighbourStrategy, type NeighbourStrategyName } from './neighbours';
import type { Force, ForceContext } from './forces/force';
import { checkParam, resolveParams, ParamError, type ParamSpec, type ParamValues, type ValuesOf } from './params';
import { SETTINGS, type SettingValues } from './settings';
import { integrate, IntegratorScratch, type IntegratorHost } from './integrators';
import { applyBehaviours, type Behaviours, BehaviourState } from './behaviours';
import { detectBlowup, type BlowupReport } from './blowup';
import { WallGuard } from './geometry/wallGuard';
import { planSums, type SumPlan } from './neighbours/sumPlan';
import { PhaseTimer, PHASE, STEP_PHASES } from './phaseTimer';
import { ForceRecorder } from './forceRecorder';
import { markDue, setRuleVelocities } from './velocityRules';
import type { NavigationSpec } from './navigation/spec';
import { Navigation, type ExitState } from './navigation/navigation';
import { speedZonesOf, type SpeedZones, type SpeedZoneSpec } from './zones/speedZones';

export interface ForceEntry {
  readonly force: Force;
  params: ParamValues;
  /** The force's scratch in this simulation (made by its initialize() when it was added): never shared with another. */
  readonly scratch: unknown;
  enabled: boolean;
  /** Its phase in the step's timing (see phaseTimer.ts). */
  slot: number;
}

export interface SimulationOptions {
  world: World;
  walls?: readonly Segment[];
  agents?: readonly AgentInit[];
  seed?: number;
  settings?: Record<string, unknown>;
  behaviours?: Behaviours;
  /** Exits, targets and distance fields for way-finding (agents with GOAL_FIELD). */
  navigation?: NavigationSpec;
  /** Rectangles that scale the desired speed of the walkers inside (stairs, ramps); see zones/speedZones.ts. */
  speedZones?: readonly SpeedZoneSpec[];
}

export class Simulation implements IntegratorHost {
  readonly state: AgentState;
  readonly world: World;
  walls: Walls;
  readonly rng: Random;
  readonly seed: number;
  readonly pairs = new NeighbourList();
  readonly sums = new NeighbourSums();
  readonly behaviours: BehaviourState;
  /** Way-finding fields, exits and targets (null when the scenario has none). */
  readonly nav: Navigation | null;
  /** Speed zones (stairs, ramps); null when the scenario has none. */
  readonly zones: SpeedZones | null;

  time = 0;
  steps = 0;
  /** (Sub)steps taken: keys per-agent random draws, with the seed and the agent's id (ForceContext.tick). */
  ticks = 0;
  blowup: BlowupReport | null = null;
  /** Per-phase timing of the steps (off until a reader wants to see it: `timer.setEnabled(true)`). */
  readonly timer = new PhaseTimer();

  private readonly entries = new Map<string, ForceEntry>();
  private settingValues: SettingValues;
  private strategy: NeighbourStrategy;
  private strategyName: NeighbourStrategyName;
  private readonly scratch = new IntegratorScratch();
  private readonly guard = new WallGuard();
  private due = new Uint8Array(0);
  /** The walls without the closed exits (the walls in force are these plus the closed exits' segments). */
  private baseWalls: Segment[];
  private readonly ctx: { -readonly [K in keyof ForceContext]: ForceContext[K] };

  /** What each force applied in the last step, for the debug arrows (off: no cost). */
  private readonly recorder = new ForceRecorder();
  private evaluations = 0;

  /** Caches, refreshed when forces or settings change: forces by channel, split into those without and with neighbours. */
  private accelForces: ForceEntry[] = [];
  private accelPairForces: ForceEntry[] = [];
  /** Per channel: do the paired forces need the written list, and which sum radii (≤ 2) do they read? */
  private accelPlan: SumPlan = { list: false, radius: 0, innerRadius: 0 };
  private velocityPlan: SumPlan = { list: false, radius: 0, innerRadius: 0 };
  private velocityForces: ForceEntry[] = [];
  private velocityPairForces: ForceEntry[] = [];
  private cutoff = 0;
  /** Agents per block of neighbour rows: small enough that a block's rows stay in cache while every force reads them. */
  static readonly BLOCK = 1024;
  vmax = Infinity;
  capFactor = Infinity;

  constructor(opts: SimulationOptions) {
    this.world = opts.world;
    this.baseWalls = [...(opts.walls ?? [])];
    this.nav = opts.navigation ? new Navigation(opts.navigation, opts.world) : null;
    this.zones = speedZonesOf(opts.speedZones);
    this.walls = this.composeWalls();
    this.seed = (opts.seed ?? 1) >>> 0;
    this.rng = new Random(this.seed);
    this.settingValues = resolveParams('settings', SETTINGS, opts.settings ?? {});
    this.strategyName = this.settingValues.neighbours;
    this.strategy = makeNeighbourStrategy(this.strategyName);
    this.state = new AgentState(Math.max(16, opts.agents?.length ?? 0));
    for (const a of opts.agents ?? []) this.state.add(a);
    this.behaviours = new BehaviourState(opts.behaviours ?? {});
    this.ctx = {
      state: this.state, pairs: this.pairs, walls: this.walls, world: this.world, rng: this.rng, seed: this.seed, tick: 0,
      time: 0, dt: 0, maxSpeed: Infinity, due: this.due, from: 0, to: 0, sums: this.sums, nav: this.nav, zones: this.zones
    };
    this.refreshCaches();
  }

  // ── Force registry (d3-force style) ────────────────────────────────────────────────────────────────────

  /**
   * Adds (or replaces) a force under its name, with parameters overlaid on its defaults (checked against its
   * declaration; typed by it too, when the force's type is known here). The force gets scratch of its own.
   */
  add<P extends readonly ParamSpec[], S>(force: Force<string, P, S>, params: Partial<ValuesOf<P>> = {}, enabled = true): this {
    // Kept as the registry's Force (see Force: the erase boundary), with values resolved against its own list just here.
    const f: Force = force;
    this.entries.set(f.name, { force: f, params: resolveParams(f.name, f.params, params), scratch: f.initialize?.(), enabled, slot: 0 });
    this.refreshCaches();
    return this;
  }

  remove(name: string): this {
    this.entries.delete(name);
    this.recorder.forget(name);
    this.refreshCaches();
    return this;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  entry(name: string): ForceEntry {
    const e = this.entries.get(name);
    if (!e) throw new ParamError(`unknown force '${name}'; forces here: ${this.forceNames().join(', ') || '(none)'}`, name, 'simulation');
    return e;
  }

  forceNames(): string[] {
    return [...this.entries.keys()];
  }

  forces(): ForceEntry[] {
    return [...this.entries.values()];
  }

  setEnabled(name: string, on: boolean): this {
    this.entry(name).enabled = on;
    this.refreshCaches();
    return this;
  }

  /** Sets some parameters of a force; each is checked against its declaration (throws ParamError). */
  setParams(name: string, values: Record<string, unknown>): this {
    const e = this.entry(name);
    const next = { ...e.params };
    for (const [k, v] of Object.entries(values)) {
      const spec = e.force.params.find((p) => p.key === k);
      if (!spec) throw new ParamError(`${name}: unknown parameter '${k}'; known parameters: ${e.force.params.map((p) => p.key).join(', ')}`, k, name);
      next[k] = checkParam(name, spec, v);
    }
    e.params = next;
    this.refreshCaches();
    return this;
  }

  // ── Settings ───────────────────────────────────────────────────────────────────────────────────────────

  get settings(): Readonly<SettingValues> {
    return this.settingValues;
  }

  setSettings(values: Record<string, unknown>): this {
    this.settingValues = resolveParams('settings', SETTINGS, { ...this.settingValues, ...values });
    if (this.settingValues.neighbours !== this.strategyName) {
      this.strategyName = this.settingValues.neighbours;
      this.strategy = makeNeighbourStrategy(this.strategyName);
    }
    this.refreshCaches();
    return this;
  }

  private refreshCaches(): void {
    this.timer.setForces([...this.entries.keys()]);
    let slot = STEP_PHASES.length;
    for (const e of this.entries.values()) e.slot = slot++;
    const on = [...this.entries.values()].filter((e) => e.enabled);
    const needsPairs = (e: ForceEntry) => (e.force.radius?.(e.params) ?? 0) > 0;
    const accel = on.filter((e) => (e.force.channel ?? 'acceleration') === 'acceleration');
    const velocity = on.filter((e) => e.force.channel === 'velocity');
    this.accelForces = accel.filter((e) => !needsPairs(e));
    this.accelPairForces = accel.filter(needsPairs);
    this.velocityForces = velocity.filter((e) => !needsPairs(e));
    this.velocityPairForces = velocity.filter(needsPairs);
    this.cutoff = Math.max(0, ...on.map((e) => e.force.radius?.(e.params) ?? 0));
    const s = this.settingValues;
    this.accelPlan = planSums(this.accelPairForces, s.fusedSums === 1);
    this.velocityPlan = planSums(this.velocityPairForces, s.fusedSums === 1);
    this.vmax = s.maxSpeed > 0 ? s.maxSpeed : Infinity;
    this.capFactor = s.speedCap > 0 ? s.speedCap : Infinity;
  }

  /** The neighbour radius in use: the largest any enabled force needs. */
  get neighbourRadius(): number {
    return this.cutoff;
  }

  // ── Recording (debug arrows) ───────────────────────────────────────────────────────────────────────────

  setRecording(on: boolean): this {
    this.recorder.setOn(on);
    return this;
  }

  /** What force `name` applied to each agent in the last step (acceleration, or velocity term for rules). */
  recordOf(name: string): { fx: Float64Array; fy: Float64Array } | undefined {
    return this.recorder.of(name);
  }

  // ── Stepping ───────────────────────────────────────────────────────────────────────────────────────────

  /** Advances one step of dt (in substeps). Returns false, and does nothing, once a blow-up was detected. */
  step(): boolean {
    if (this.blowup) return false;
    const n = this.settingValues.substeps;
    const h = this.settingValues.dt / n;
    for (let k = 0; k < n; k++) {
      if (!this.substep(h)) return false;
    }
    this.steps++;
    return true;
  }

  /** Runs for `seconds` of simulated time (whole steps); stops early on a blow-up. */
  run(seconds: number, onStep?: (sim: Simulation) => void): boolean {
    const steps = Math.round(seconds / this.settingValues.dt);
    for (let k = 0; k < steps; k++) {
      if (!this.step()) return false;
      onStep?.(this);
    }
    return true;
  }

  private substep(h: number): boolean {
    const s = this.state;
    if (this.nav !== null && this.time >= this.nav.nextClosure && this.nav.closeDue(this.time)) this.applyWalls();
    this.ctx.time = this.time;
    this.ctx.tick = this.ticks++;
    this.ctx.dt = h;
    this.ctx.maxSpeed = this.vmax;
    this.evaluations = 0;

    const timer = this.timer;

    // 1. Neighbour index, once for all forces (the grid may reorder the agents here, and only here).
    timer.enter(PHASE.index);
    if (this.cutoff > 0) this.strategy.prepare(s, this.world, this.cutoff);
    timer.exit();

    // 2. Velocity rules.
    if (this.velocityForces.length + this.velocityPairForces.length > 0) {
      timer.enter(PHASE.rules);
      this.applyVelocityRules(h);
      timer.exit();
    }

    // 3. Forces and motion.
    // Positions before the move, for the wall guard and the counting lines (nothing to remember without them).
    const remember = this.walls.count > 0 || (this.behaviours.spec.lines?.length ?? 0) > 0;
    timer.enter(PHASE.integrate);
    if (remember) this.guard.remember(s);
    integrate(this.settingValues.integrator, this, h, this.scratch);
    timer.exit();

    // 4. Boundaries.
    timer.enter(PHASE.walls);
    if (this.settingValues.wallGuard === 1 && this.walls.count > 0) this.guard.apply(s, this.walls);
    this.wrapPeriodic();
    timer.exit();

    // 5. Scenario behaviour: counting lines, sinks, new goals.
    this.time += h;
    timer.enter(PHASE.behaviours);
    applyBehaviours(this, this.guard);
    timer.exit();

    // 6. Blow-up check.
    timer.enter(PHASE.blowup);
    this.blowup = detectBlowup(this, this.settingValues.blowupSpeed);
    timer.exit();
    return this.blowup === null;
  }

  private applyVelocityRules(h: number): void {
    const s = this.state;
    if (this.due.length < s.capacity) { this.due = new Uint8Array(s.capacity); this.ctx.due = this.due; }
    const st = this.settingValues;
    if (!markDue(s, this.due, this.time, h, st.ruleTick, st.randomPhase === 1)) return;
    this.applyAll(this.velocityForces, this.velocityPairForces, this.velocityPlan, s.ux, s.uy);
    setRuleVelocities(s, this.due, this.vmax);
  }


  /** IntegratorHost: clear the accelerations and apply every enabled acceleration force. */
  evaluate(): void {
    const s = this.state;
    s.ax.fill(0, 0, s.count);
    s.ay.fill(0, 0, s.count);
    this.applyAll(this.accelForces, this.accelPairForces, this.accelPlan, s.ax, s.ay);
    this.evaluations++;
  }

  /** IntegratorHost: positions moved inside a step (Heun's predictor): index them again, without reordering. */
  refreshPairs(): void {
    if (this.cutoff <= 0) return;
    this.timer.enter(PHASE.index);
    this.strategy.prepare(this.state, this.world, this.cutoff, false);
    this.timer.exit();
  }

  /**
   * Forces without neighbours run once over all agents; forces with neighbours run block by block: list the rows
   * of a block of agents, then let every such force read them while they are in cache.
   */
  private applyAll(single: ForceEntry[], paired: ForceEntry[], plan: SumPlan, accX: Float64Array, accY: Float64Array): void {
    const n = this.state.count, ctx = this.ctx, sums = this.sums;
    ctx.from = 0; ctx.to = n;
    for (let k = 0; k < single.length; k++) this.applyForce(single[k], accX, accY);
    if (paired.length === 0) return;
    sums.active = plan.radius > 0;
    sums.radius = plan.radius;
    sums.innerRadius = plan.innerRadius;
    // Sums straight from the scan when the strategy can; otherwise from the written list.
    const direct = sums.active && this.strategy.sums !== undefined;
    const timer = this.timer;
    if (direct && !plan.list) {
      // No force needs the list: one scan over everybody, in the order that suits the strategy.
      timer.enter(PHASE.scan);
      this.strategy.sums!(this.state, this.world, 0, n, sums);
      timer.exit();
      ctx.from = 0; ctx.to = n;
      for (let k = 0; k < paired.length; k++) this.applyForce(paired[k], accX, accY);
    } else {
      for (let from = 0; from < n; from += Simulation.BLOCK) {
        const to = Math.min(n, from + Simulation.BLOCK);
        timer.enter(PHASE.scan);
        this.strategy.list(this.state, this.world, from, to, this.pairs);
        if (direct) this.strategy.sums!(this.state, this.world, from, to, sums);
        else if (sums.active) {
          sums.from = from; sums.to = to;
          sums.ensure(this.state.capacity);
          sumsFromList(this.pairs, this.state, sums);
        }
        timer.exit();
        ctx.from = from; ctx.to = to;
        for (let k = 0; k < paired.length; k++) this.applyForce(paired[k], accX, accY);
      }
    }
    sums.active = false;
    if (n === 0) this.pairs.begin(0, 0, this.cutoff);
  }

  private applyForce(e: ForceEntry, accX: Float64Array, accY: Float64Array): void {
    this.timer.enter(e.slot);
    // Record only at the first evaluation of a step; forces never know whether they are being recorded.
    if (!this.recorder.on || this.evaluations > 0) e.force.apply(this.ctx, e.params, e.scratch);
    else this.recorder.apply(e, this.ctx, accX, accY);
    this.timer.exit();
  }


  /** The neighbours of agent i within the current neighbour radius, as indices (the inspector; allocates). */
  neighboursOf(i: number): number[] {
    if (this.cutoff <= 0 || i < 0 || i >= this.state.count) return [];
    const list = new NeighbourList();
    this.strategy.prepare(this.state, this.world, this.cutoff, false);
    this.strategy.list(this.state, this.world, i, i + 1, list);
    return list.neighboursOf(i);
  }

  /** The neighbour strategy in use (the lessons draw the grid cells an agent searched). */
  get neighbourStrategy(): NeighbourStrategy {
    return this.strategy;
  }

  private wrapPeriodic(): void {
    const w = this.world, s = this.state, n = s.count;
    if (w.periodicX) wrapAll(s.x, n, w.x0, w.width);
    if (w.periodicY) wrapAll(s.y, n, w.y0, w.height);
  }

  /** Adds an agent now (click-to-add); returns its stable id. */
  addAgent(a: AgentInit): number {
    const i = this.state.add(a, this.time);
    return this.state.id[i];
  }

  /**
   * Replaces the walls (dragging an obstacle) and rebuilds the way-finding fields. Segments equal to a closed exit's
   * are that exit, not new walls (a view hands back sim.walls, which includes them); exits themselves do not move.
   */
  setWalls(segments: readonly Segment[]): void {
    const closed = this.nav?.closedSegments() ?? [];
    const same = (a: Segment, b: Segment) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
    this.baseWalls = segments.filter((w) => !closed.some((c) => same(c, w))).map((w) => [...w] as unknown as Segment);
    this.applyWalls();
  }

  // ── Exits (way-finding) ────────────────────────────────────────────────────────────────────────────────

  /** The exits as they are now (open or shut); empty without navigation. */
  exits(): readonly ExitState[] {
    return this.nav?.exits ?? [];
  }

  /** Opens or shuts an exit: a shut exit is a wall, and the fields are recomputed. Throws for an unknown name. */
  setExitOpen(name: string, open: boolean): void {
    if (!this.nav) throw new Error(`this scenario has no exits to ${open ? 'open' : 'close'} ('${name}')`);
    if (this.nav.setOpen(name, open)) this.applyWalls();
  }

  /** The base walls plus the closed exits. */
  private composeWalls(): Walls {
    const walls = new Walls(this.nav ? [...this.baseWalls, ...this.nav.closedSegments()] : this.baseWalls);
    this.nav?.rebuild(walls);
    return walls;
  }

  private applyWalls(): void {
    this.walls = this.composeWalls();
    this.ctx.walls = this.walls;
  }
}
