/** A stand-in for a SimulationView's handle: reactive stats the test advances by hand. */
import type { SimConfig } from '../../src/lib/engine';
import type { ViewHandle } from '../../src/lib/components/simLink.svelte';
import { NO_STATS, type SimStats } from '../../src/lib/components/types';

export class FakeView implements ViewHandle {
  stats = $state<SimStats>(NO_STATS);
  blowup = $state<string | null>(null);
  speed = 1;
  speeds: number[] = [];
  configs: SimConfig[] = [];
  /** The experiment's config replaced the reader's, until restore(). */
  loaded = $state(false);
  restored = 0;
  running = false;
  revealed = 0;

  load(config: SimConfig): void {
    this.configs.push(config);
    this.loaded = true;
    this.running = false;
    this.blowup = null;
    this.stats = { ...NO_STATS, agents: 100 };
  }
  play = (): void => void (this.running = true);
  /** The time it was asked to stop at, if any (the test advances the stats itself). */
  until: number | null = null;
  runUntil = (seconds: number): void => {
    this.until = seconds;
    this.running = true;
  };
  pause = (): void => void (this.running = false);
  setSpeed = (s: number): void => {
    this.speed = s;
    this.speeds.push(s);
  };
  reveal = (): void => void this.revealed++;
  restore = (): boolean => {
    if (!this.loaded) return false;
    this.loaded = false;
    this.restored++;
    return true;
  };

  /** The view reached `time` with these metric values. */
  advance(time: number, values: Record<string, number> = {}): void {
    const metrics = Object.entries(values).map(([name, value]) => ({ name, label: name, unit: '', value }));
    this.stats = { ...this.stats, time, metrics };
  }
}
