/**
 * The part of a door that way-finding aims at: the door's segment inset by POST_CLEARANCE from each post.
 *
 * Seeded from the whole door line, a distance field's −∇φ beside a door leads to the nearest point of that line,
 * which, for a walker beside the door, is the post's tip: it walks into the post and stands there, pressed by the
 * wall's push against its own driving force (4–8 of 1,000 people in a room with four 1 m exits, issue 17). Seeded
 * from the door's middle only, the field beside a post leads past it, toward the opening's middle. This is
 * JuPedSim's direction strategy that aims at the nearest point of the crossing "shortened by the shoulder width of the
 * pedestrians (+10 cm)" (jpscore docs, "Direction strategies"), done on the floor field's sources instead of per walker;
 * Kretz (2009, "Pedestrian traffic: on the quickest path", J. Stat. Mech. P03012) likewise keeps the static floor
 * field's paths off walls. A door narrower than 2·POST_CLEARANCE + h keeps a middle one cell (h) long.
 */
import type { Segment } from '../geometry/walls';

/** Inset (m) from each post: about a body radius (Helbing 2000's 0.25–0.35 m) — half a shoulder width and a little. */
export const POST_CLEARANCE = 0.3;

/** The door's middle: segment [x1, y1, x2, y2] inset by POST_CLEARANCE at both ends (at most down to length h). */
export function doorMiddle(segment: Segment, h: number): Segment {
  const [x1, y1, x2, y2] = segment, ex = x2 - x1, ey = y2 - y1, len = Math.sqrt(ex * ex + ey * ey);
  if (len === 0) return segment;
  const c = Math.max(0, Math.min(POST_CLEARANCE, (len - h) / 2)) / len;
  return [x1 + c * ex, y1 + c * ey, x2 - c * ex, y2 - c * ey];
}
