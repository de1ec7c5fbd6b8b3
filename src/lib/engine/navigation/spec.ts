/**
 * What way-finding is given, as plain data (a scenario's layout carries it; the Simulation builds the fields):
 * exits (door segments that can be opened and closed while running), named targets, and the distance fields that
 * agents follow. An agent with goalMode GOAL_FIELD reads field number gx[i].
 */
import type { Segment } from '../geometry/walls';

export interface ExitSpec {
  name: string;
  segment: Segment;
  open: boolean;
  /** Simulated time (s) at which an open exit closes by itself (a scripted closure; `--set` can give it). */
  closesAt?: number;
}

export interface TargetSpec {
  name: string;
  x: number;
  y: number;
}

/** A field's sources: every open exit ('nearest'), one exit by name, or one target by name. */
export type FieldSpec = { to: 'nearest-exit' } | { to: 'exit'; name: string } | { to: 'target'; name: string };

export interface NavigationSpec {
  exits: ExitSpec[];
  targets: TargetSpec[];
  fields: FieldSpec[];
}
