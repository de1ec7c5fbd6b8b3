/** The hand-written rasteriser draws the shared triangle: the pixels of a heading are the triangle's, turned. */
import { describe, expect, it } from 'vitest';
import { HEADINGS, triangleOffsets } from '../../../src/lib/components/ladder/draw/pixels';
import { BACK, HALF_WIDTH, TIP } from '../../../src/lib/components/ladder/draw/shape';

describe('the pixel renderer’s triangle', () => {
  it('covers about the triangle’s area, at every heading', () => {
    const len = 9, area = 0.5 * (TIP + BACK) * len * 2 * HALF_WIDTH * len; // base 2·w, height tip + back
    for (let h = 0; h < HEADINGS; h++) {
      const { dx } = triangleOffsets(len, h);
      expect(dx.length).toBeGreaterThan(0.6 * area);
      expect(dx.length).toBeLessThan(1.5 * area);
    }
  });

  it('points where the heading says: the tip pixel lies ahead, no pixel lies beyond it', () => {
    const len = 9;
    for (const [h, ux, uy] of [[0, 1, 0], [HEADINGS / 4, 0, 1], [HEADINGS / 2, -1, 0]] as const) {
      const { dx, dy } = triangleOffsets(len, h);
      const ahead = dx.map((x, k) => x * ux + dy[k] * uy);
      expect(Math.max(...ahead)).toBeGreaterThan(0.4 * TIP * len);
      expect(Math.max(...ahead)).toBeLessThanOrEqual(TIP * len + 1e-9);
      expect(Math.min(...ahead)).toBeGreaterThanOrEqual(-BACK * len - 1e-9);
    }
  });

  it('a triangle smaller than a pixel is still one pixel', () => {
    expect(triangleOffsets(0.2, 5).dx).toHaveLength(1);
  });
});
