/**
 * The driver on a fake clock with fake backends (fakes.ts): no real time decides anything here. The accumulator
 * owns time (simulated time follows wall time × speed, not the frames), pause and step once, the budget a request
 * may take, a blow-up stops it for good, numbers a few times a second, a worker's request in flight, the viewport and
 * the page's visibility, and the GPU's asynchronous steps at 30 Hz and at 144 Hz.
 */
import { describe, expect, it } from 'vitest';
import { Driver, everyFrame, fixedStep, flatOut, realTime, FRAME_BUDGET_MS, MAX_STEPS_PER_FRAME, type DriverHooks, type Pacing } from '../../../src/lib/driver';
import { AsyncBackend, FakeClock, SyncBackend } from './fakes';

const DT = 0.01;

/** A driver on a fake clock, counting what its hooks were told. */
function setup(pacing: Pacing = fixedStep(() => DT), extra: Partial<DriverHooks> = {}) {
  const clock = new FakeClock();
  const seen = { paints: 0, reads: 0, stats: 0, running: [] as boolean[], blowups: [] as string[], slow: [] as number[], errors: [] as string[] };
  const driver = new Driver({
    paint: () => seen.paints++,
    read: () => seen.reads++,
    stats: () => seen.stats++,
    running: (on) => seen.running.push(on),
    blowup: (m) => seen.blowups.push(m),
    slow: (gap) => seen.slow.push(gap),
    error: (m) => seen.errors.push(m),
    ...extra
  }, { pacing, clock });
  return { clock, driver, seen };
}

describe('the accumulator owns time', () => {
  it('takes whole steps of dt for the wall time that passed × speed, whatever the frame rate', () => {
    for (const hz of [30, 60, 144]) {
      const { clock, driver } = setup();
      const b = new SyncBackend(clock, driver.events);
      driver.attach(b);
      driver.play();
      clock.run(2, hz);
      // The first frame after play counts no time (there was no frame before it): at most one frame and one dt short.
      expect(b.steps, `${hz} Hz`).toBeLessThanOrEqual(200);
      expect(b.steps, `${hz} Hz`).toBeGreaterThanOrEqual(200 - 1000 / hz / (1000 * DT) - 1);
      driver.setSpeed(3);
      const before = b.steps;
      clock.run(1, hz);
      expect(b.steps - before).toBeGreaterThanOrEqual(298 - 3000 / hz / (1000 * DT));
      expect(b.steps - before).toBeLessThanOrEqual(300);
    }
  });

  it('reads the step length at each frame (a setting that changes dt)', () => {
    let dt = 0.01;
    const { clock, driver } = setup(fixedStep(() => dt));
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    driver.play();
    clock.run(1, 60);
    const first = b.steps;
    dt = 0.05;
    clock.run(1, 60);
    expect(first).toBeGreaterThan(95);
    expect(b.steps - first).toBeGreaterThanOrEqual(19);
    expect(b.steps - first).toBeLessThanOrEqual(21);
  });
});

describe('play, pause, step once', () => {
  it('steps nothing while paused, does not catch up afterwards, and paints what is asked', () => {
    const { clock, driver, seen } = setup();
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    clock.frame(); // the first paint of a new backend
    expect(seen.paints).toBe(1);
    clock.run(1, 60);
    expect(b.steps).toBe(0);
    expect(clock.framesRun).toBe(1); // paused: no frames are asked for
    driver.play();
    expect(seen.running).toEqual([true]);
    clock.run(0.5, 60);
    const atPause = b.steps;
    driver.pause();
    expect(seen.running).toEqual([true, false]);
    clock.run(5, 60);
    expect(b.steps).toBe(atPause);
    driver.play();
    clock.run(0.5, 60);
    expect(b.steps - atPause).toBeLessThanOrEqual(50); // the five paused seconds are not owed
  });

  it('steps once only while paused, then asks for the numbers and a paint', () => {
    const { clock, driver, seen } = setup();
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    const reads = seen.reads;
    expect(driver.stepOnce()).toBe(true);
    expect(b.steps).toBe(1);
    expect(seen.reads).toBe(reads + 1);
    expect(clock.framePending).toBe(true);
    driver.play();
    expect(driver.stepOnce()).toBe(false);
  });

  it('runFor: plays exactly k more steps, then pauses; a pause first ends it unfinished', async () => {
    const { clock, driver } = setup();
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    const done = driver.runFor(25);
    clock.run(1, 60);
    await expect(done).resolves.toBe(true);
    expect(b.steps).toBe(25);
    expect(driver.running).toBe(false);
    const cut = driver.runFor(1000);
    clock.run(0.2, 60);
    driver.pause();
    await expect(cut).resolves.toBe(false);
  });

  it('a limit holds the steps (two views of an A/B pace each other)', () => {
    const { clock, driver } = setup();
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    driver.limit = () => 7;
    driver.play();
    clock.run(1, 60);
    expect(b.steps).toBe(7);
  });
});

describe('the budget of a frame', () => {
  it('a slow step stops the request within the budget, and the backlog is dropped instead of growing', () => {
    const { clock, driver } = setup();
    const b = new SyncBackend(clock, driver.events, { costMs: 15 }); // 15 ms a step of 10 ms: slower than real time
    driver.attach(b);
    driver.play();
    clock.run(3, 60);
    expect(b.requests.length).toBeGreaterThan(10);
    expect(Math.max(...b.requests.map((r) => r.k))).toBeGreaterThan(1); // more was owed than one step…
    for (const r of b.requests) {
      expect(r.k).toBeLessThanOrEqual(MAX_STEPS_PER_FRAME);
      expect(r.ms).toBeLessThanOrEqual(FRAME_BUDGET_MS + 15); // …but a request stops at most one step past the budget
    }
    // Behind real time, but not spiralling: what is asked stays small, frame after frame.
    expect(Math.max(...b.requests.slice(-10).map((r) => r.k))).toBeLessThanOrEqual(4);
    expect(b.steps * DT).toBeLessThan(3);
  });

  it('pauses after two frames in a row slower than slowFrameMs, and says how slow', () => {
    const { clock, driver, seen } = setup(everyFrame());
    driver.slowFrameMs = 1000;
    driver.attach(new SyncBackend(clock, driver.events));
    driver.play();
    clock.run(0.1, 60);
    clock.run(1.5, 1 / 1.5); // one frame 1.5 s late: still running
    expect(driver.running).toBe(true);
    clock.run(1.5, 1 / 1.5);
    expect(driver.running).toBe(false);
    expect(seen.slow).toEqual([1500]);
    expect(clock.framePending).toBe(false);
  });
});

describe('a blow-up', () => {
  it('stops the run, is reported once, asks for the numbers, and refuses play until another backend', () => {
    const { clock, driver, seen } = setup();
    const b = new SyncBackend(clock, driver.events, { blowAt: 7 });
    driver.attach(b);
    driver.play();
    clock.run(1, 60);
    expect(b.steps).toBe(7);
    expect(seen.blowups).toEqual(['blew up at step 7']);
    expect(driver.running).toBe(false);
    expect(driver.blowup).toBe('blew up at step 7');
    expect(seen.running).toEqual([true, false]);
    expect(driver.play()).toBe(false);
    expect(driver.stepOnce()).toBe(false);
    driver.attach(new SyncBackend(clock, driver.events));
    expect(b.disposed).toBe(true);
    expect(driver.play()).toBe(true);
  });
});

describe('numbers, throttled', () => {
  it('a few times a second while running, not at every frame; none while paused', () => {
    const { clock, driver, seen } = setup();
    driver.attach(new SyncBackend(clock, driver.events));
    driver.play();
    const s0 = seen.stats;
    clock.run(2, 144);
    // 288 frames in 2 s, numbers every 250 ms: about 8.
    expect(seen.stats - s0).toBeGreaterThanOrEqual(7);
    expect(seen.stats - s0).toBeLessThanOrEqual(9);
    driver.pause();
    const s1 = seen.stats;
    clock.run(2, 144);
    expect(seen.stats).toBe(s1);
  });

  it('a worker is asked for them (they come with its answer); a backend in this thread is read at once', () => {
    const { clock, driver, seen } = setup();
    const w = new AsyncBackend(clock, driver.events, 'worker', 5);
    driver.attach(w);
    driver.requestStats();
    expect(w.statsAsked).toBe(1);
    const reads = seen.reads;
    clock.advanceTo(clock.t + 10);
    expect(seen.reads).toBe(reads + 1);
    const local = new SyncBackend(clock, driver.events);
    driver.attach(local);
    driver.requestStats();
    expect(local.statsAsked).toBe(0);
    expect(seen.reads).toBe(reads + 2);
  });
});

describe("a worker's request in flight", () => {
  it('is never doubled; the time owed meanwhile is asked for in one batch when it answers', () => {
    const { clock, driver } = setup();
    const w = new AsyncBackend(clock, driver.events, 'worker', 45); // answers in about 3 frames
    driver.attach(w);
    driver.play();
    clock.run(10, 60);
    expect(w.overlapping).toBe(0);
    expect(Math.max(...w.batches)).toBeGreaterThan(1);
    clock.advanceTo(clock.t + 100);
    expect(w.steps * DT).toBeGreaterThan(9.9);
    expect(w.steps * DT).toBeLessThanOrEqual(10);
  });
});

describe('visibility', () => {
  it('off screen or in a hidden tab nothing steps or paints; back, nothing is owed for the time away', () => {
    const { clock, driver, seen } = setup();
    const b = new SyncBackend(clock, driver.events);
    driver.attach(b);
    driver.play();
    clock.run(1, 60);
    const steps = b.steps;
    driver.setVisible(false);
    clock.frame(); // the frame already asked for runs, and asks for no more
    const paints = seen.paints;
    clock.run(3, 60);
    expect(b.steps).toBe(steps);
    expect(seen.paints).toBe(paints);
    driver.setVisible(true);
    clock.run(0.5, 60);
    expect(b.steps - steps).toBeLessThanOrEqual(50);
    expect(b.steps - steps).toBeGreaterThan(45);

    const doc = Object.assign(new EventTarget(), { hidden: false }) as unknown as Document;
    const stop = driver.watchPage(doc);
    (doc as { hidden: boolean }).hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    clock.frame();
    const hidden = b.steps;
    clock.run(2, 60);
    expect(b.steps).toBe(hidden);
    (doc as { hidden: boolean }).hidden = false;
    doc.dispatchEvent(new Event('visibilitychange'));
    clock.run(0.5, 60);
    expect(b.steps - hidden).toBeLessThanOrEqual(50);
    expect(b.steps - hidden).toBeGreaterThan(45);
    stop();
  });
});

describe('the GPU: asynchronous steps, paced by the wall clock', () => {
  /** Steps the GPU flock has done after `seconds` of wall time at `hz` (Δt = 0.02 s, each batch back in 3 ms). */
  function gpuSteps(pacing: Pacing, hz: number, seconds: number): number {
    const { clock, driver } = setup(pacing);
    const gpu = new AsyncBackend(clock, driver.events, 'gpu', 3);
    driver.attach(gpu);
    driver.play();
    clock.run(seconds, hz);
    clock.advanceTo(clock.t + 10); // the batch in flight lands
    expect(gpu.overlapping).toBe(0);
    return gpu.steps;
  }

  it('the same wall time at 30 Hz and at 144 Hz gives the same simulated time, within one step', () => {
    const dt = 0.02;
    const at30 = gpuSteps(fixedStep(() => dt), 30, 10), at144 = gpuSteps(fixedStep(() => dt), 144, 10);
    expect(Math.abs(at30 - at144)).toBeLessThanOrEqual(1);
    // And it is the wall time: 10 s are 500 steps of 0.02 s (the first frame after play counts none).
    for (const s of [at30, at144]) {
      expect(s).toBeLessThanOrEqual(500);
      expect(s).toBeGreaterThanOrEqual(497);
    }
  });

  it('(one step per frame, as the lesson did, follows the display instead: the check above can fail)', () => {
    expect(gpuSteps(everyFrame(), 30, 10)).toBe(300);
    expect(gpuSteps(everyFrame(), 144, 10)).toBe(1440);
  });
});

describe('pacings on the answers of a worker', () => {
  it('flatOut: the next request goes as soon as the answer comes, without waiting for a frame', () => {
    const { clock, driver } = setup(flatOut({ batch: 5 }));
    const w = new AsyncBackend(clock, driver.events, 'worker', 2);
    driver.attach(w);
    driver.play();
    clock.advanceTo(clock.t + 1000); // no animation frame at all
    expect(clock.framesRun).toBe(0);
    expect(w.steps).toBeGreaterThanOrEqual(5 * 499);
    expect(w.overlapping).toBe(0);
  });

  it('flatOut sizes its batches from the worker’s ms per step', () => {
    const { clock, driver } = setup(flatOut({ batchMs: 8, maxBatch: 64 }));
    const w = new AsyncBackend(clock, driver.events, 'worker', 1, 0.5); // 0.5 ms a step
    driver.attach(w);
    driver.play();
    clock.run(1, 60);
    expect(w.batches[0]).toBe(1);
    expect(w.batches.at(-1)).toBe(16); // 8 ms ÷ 0.5 ms
  });

  it('realTime: one step per dt of wall time however slowly the page draws, the backlog capped', () => {
    const dt = 0.02;
    const { clock, driver } = setup(realTime(dt, 64));
    const w = new AsyncBackend(clock, driver.events, 'worker', 3);
    driver.attach(w);
    driver.play();
    clock.run(10, 0.5); // a frame every two seconds
    clock.advanceTo(clock.t + 10);
    expect(w.steps).toBeGreaterThanOrEqual(498);
    expect(w.steps).toBeLessThanOrEqual(500);
    // A worker far slower than real time is never asked for more than the backlog allows.
    const slow = setup(realTime(dt, 64));
    const s = new AsyncBackend(slow.clock, slow.driver.events, 'worker', 3000);
    slow.driver.attach(s);
    slow.driver.play();
    slow.clock.run(20, 60);
    expect(Math.max(...s.batches)).toBeLessThanOrEqual(64);
  });

  it('a failure rejects a runFor and is reported', async () => {
    const { clock, driver, seen } = setup(flatOut({ batch: 5 }));
    driver.attach(new AsyncBackend(clock, driver.events, 'worker', 2));
    const run = driver.runFor(100);
    driver.events.onerror('the workers did not answer in time');
    await expect(run).rejects.toThrow('did not answer');
    expect(seen.errors).toEqual(['the workers did not answer in time']);
  });
});
