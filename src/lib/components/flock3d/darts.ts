/**
 * The boids' models as one mesh: every boid's dart written, already turned and placed, into one vertex buffer that
 * is drawn with a single drawElements. Chromium's software GPU (SwiftShader through ANGLE: any machine without a GPU
 * it trusts) draws an instanced mesh instance by instance: the InstancedMesh of cones this replaces drew 3 frames a
 * second at 20 000 boids, these darts draw 40 (painter.ts). The work moved to JavaScript is small: four corners, the
 * faces the camera sees and their shades, a boid.
 *
 * The dart is a tetrahedron 1.5 m long and 0.7 m wide, its tip along +Z (a Unity model's forward), its +Y up: a flat
 * belly (tip and wings), two roof faces meeting at a ridge from the tip to a raised back, and a rear face. Its four
 * faces are flat shaded from four shared corners: each corner carries the shade of one face (its colour attribute is
 * read `flat`, from a triangle's last vertex, WebGL's provoking vertex), and each triangle lists its own corner last.
 *
 * The shade is three.js's Lambert for the painter's lights, computed here per face and stored in a byte: the sky light
 * (HemisphereLight: white above, dark grey below) and a directional light from about the camera (its direction comes
 * with each paint), both ÷ π as three's physical lights are; the material's colour times it is the colour drawn (the
 * same bytes as MeshLambertMaterial with flatShading draws for those lights, checked once, in SwiftShader, for five normals).
 * Plain arrays, no three.js, nothing allocated: the painter calls writeDart for every boid of every paint.
 */

/** Length, width and the heights of the wings (below the axis) and of the back (above it), m. */
export const DART_LENGTH = 1.5, DART_WIDTH = 0.7, DART_WING_Y = -0.08, DART_BACK_Y = 0.24;

/** Corners a dart (and so its shades), and indices (four triangles). */
export const DART_CORNERS = 4, DART_INDICES = 12;

const TIP_Z = DART_LENGTH / 2, REAR_Z = -DART_LENGTH / 2, HALF_W = DART_WIDTH / 2;

/** The corners in the model's frame, x y z: the tip, the right and left wing (+X, −X: right is up × forward, as turn.ts), the back. */
export const DART_POINTS: readonly number[] = [0, 0, TIP_Z, HALF_W, DART_WING_Y, REAR_Z, -HALF_W, DART_WING_Y, REAR_Z, 0, DART_BACK_Y, REAR_Z];

/**
 * The triangles, counter-clockwise seen from outside (three.js's front faces), each ending with the corner that
 * carries its shade: the right roof (right wing, back, tip: shaded at the tip), the left roof (left wing, tip, back:
 * at the back), the belly (tip, left wing, right wing: at the right wing) and the rear (back, right wing, left wing:
 * at the left wing).
 */
export const DART_TRIANGLES: readonly number[] = [1, 3, 0, 2, 0, 3, 0, 2, 1, 3, 1, 2];

/** The outward unit normal of the face each corner shades (corner k: the triangle whose last index is k), x y z. */
export const DART_NORMALS: readonly number[] = faceNormals();

function faceNormals(): number[] {
  const n = new Array<number>(12).fill(0), p = DART_POINTS;
  for (let t = 0; t < 4; t++) {
    const a = DART_TRIANGLES[3 * t], b = DART_TRIANGLES[3 * t + 1], c = DART_TRIANGLES[3 * t + 2];
    const ux = p[3 * b] - p[3 * a], uy = p[3 * b + 1] - p[3 * a + 1], uz = p[3 * b + 2] - p[3 * a + 2];
    const vx = p[3 * c] - p[3 * a], vy = p[3 * c + 1] - p[3 * a + 1], vz = p[3 * c + 2] - p[3 * a + 2];
    const x = uy * vz - uz * vy, y = uz * vx - ux * vz, z = ux * vy - uy * vx, l = Math.hypot(x, y, z);
    n[3 * c] = x / l; n[3 * c + 1] = y / l; n[3 * c + 2] = z / l;
  }
  return n;
}

/**
 * The lights a shade is made of: the directional light's unit direction (towards the light) and the two lights'
 * strengths, and where the eye (the camera) is, for the faces it sees. HemisphereLight(white, ground, hemi) and DirectionalLight(white, sun) in three.js: a face whose normal
 * is n gets (hemi · mix(ground, 1, (n_y + 1)/2) + sun · max(0, n · toSun)) / π of the material's colour.
 */
export interface DartLight {
  x: number; y: number; z: number; hemi: number; ground: number; sun: number; ex: number; ey: number; ez: number;
  /**
   * Squared distance from the eye beyond which a dart is drawn as its one face most toward the eye (Infinity: never):
   * there it is a few pixels long, and a software GPU pays for each triangle about as much as for its pixels.
   */
  farSq: number;
}

/** The share (0…1) of the material's colour a face with unit normal (nx, ny, nz) gets: as three's Lambert. */
export function dartShade(nx: number, ny: number, nz: number, light: DartLight): number {
  const sky = light.hemi * (light.ground + (1 - light.ground) * (0.5 * ny + 0.5));
  const d = nx * light.x + ny * light.y + nz * light.z;
  const s = (sky + light.sun * (d > 0 ? d : 0)) / Math.PI;
  return s < 0 ? 0 : s > 1 ? 1 : s;
}

/**
 * Boid i's dart: its four corners turned by the unit quaternion q[4i…4i+3] (x y z w) and moved to (px, py, pz), into
 * positions[12i…12i+11]; the triangles of the faces that face the eye (light.ex, ey, ez) into indices[at…], in
 * DART_TRIANGLES' order; and the shade of each face listed (dartShade, × 255 rounded) into the red, green and blue
 * bytes of its corner in shades[16i…16i+15] (alpha 255). Returns the index after the last written (at + 3 × the faces
 * listed). A face not listed is not drawn, so its corner's shade is left as it was: shading only the faces drawn
 * took about 0.7 of the time at 20 000 boids, most of them drawn as one face.
 *
 * The faces turned away are left out here rather than culled by the GPU: a software GPU spends about as long on a
 * triangle it culls as on one it draws (a small one), and a closed dart shows the eye two of its four faces on average.
 */
export function writeDart(positions: Float32Array, shades: Uint8Array, indices: Uint32Array, at: number, i: number, q: ArrayLike<number>, px: number, py: number, pz: number, light: DartLight): number {
  const o = 4 * i, qx = q[o], qy = q[o + 1], qz = q[o + 2], qw = q[o + 3];
  // The rotation's columns: the model's +X (a), +Y (b) and +Z (c) in the world (as Matrix4.makeRotationFromQuaternion).
  const x2 = qx + qx, y2 = qy + qy, z2 = qz + qz;
  const xx = qx * x2, xy = qx * y2, xz = qx * z2, yy = qy * y2, yz = qy * z2, zz = qz * z2, wx = qw * x2, wy = qw * y2, wz = qw * z2;
  const ax = 1 - (yy + zz), ay = xy + wz, az = xz - wy;
  const bx = xy - wz, by = 1 - (xx + zz), bz = yz + wx;
  const cx = xz + wy, cy = yz - wx, cz = 1 - (xx + yy);
  const p = positions, e = 12 * i;
  p[e] = px + TIP_Z * cx; p[e + 1] = py + TIP_Z * cy; p[e + 2] = pz + TIP_Z * cz;
  const rx = px + DART_WING_Y * bx + REAR_Z * cx, ry = py + DART_WING_Y * by + REAR_Z * cy, rz = pz + DART_WING_Y * bz + REAR_Z * cz;
  p[e + 3] = rx + HALF_W * ax; p[e + 4] = ry + HALF_W * ay; p[e + 5] = rz + HALF_W * az;
  p[e + 6] = rx - HALF_W * ax; p[e + 7] = ry - HALF_W * ay; p[e + 8] = rz - HALF_W * az;
  p[e + 9] = px + DART_BACK_Y * bx + REAR_Z * cx; p[e + 10] = py + DART_BACK_Y * by + REAR_Z * cy; p[e + 11] = pz + DART_BACK_Y * bz + REAR_Z * cz;
  const N = DART_NORMALS, f = 16 * i, base = DART_CORNERS * i;
  const ex = light.ex - px, ey = light.ey - py, ez = light.ez - pz, far = ex * ex + ey * ey + ez * ez > light.farSq;
  let best = -1, most = 0, bnx = 0, bny = 0, bnz = 0;
  for (let k = 0; k < 4; k++) {
    const mx = N[3 * k], my = N[3 * k + 1], mz = N[3 * k + 2];
    const nx = mx * ax + my * bx + mz * cx, ny = mx * ay + my * by + mz * cy, nz = mx * az + my * bz + mz * cz;
    // Corner k lies on the face it shades: the face is toward the eye when the eye is on its outer side.
    const toward = nx * (light.ex - p[e + 3 * k]) + ny * (light.ey - p[e + 3 * k + 1]) + nz * (light.ez - p[e + 3 * k + 2]);
    if (toward <= 0) continue;
    if (far) { if (toward > most) { most = toward; best = k; bnx = nx; bny = ny; bnz = nz; } continue; }
    shade(shades, f + 4 * k, nx, ny, nz, light);
    at = face(indices, at, base, k);
  }
  if (best < 0) return at;
  shade(shades, f + 4 * best, bnx, bny, bnz, light);
  return face(indices, at, base, best);
}

/** The shade of the face with unit normal (nx, ny, nz), as grey bytes, into shades[f…f+3]. */
function shade(shades: Uint8Array, f: number, nx: number, ny: number, nz: number, light: DartLight): void {
  const v = Math.round(255 * dartShade(nx, ny, nz, light));
  shades[f] = v; shades[f + 1] = v; shades[f + 2] = v; shades[f + 3] = 255;
}

/** Lists the triangle shaded by corner k of the dart whose first corner is `base`; returns the index after it. */
function face(indices: Uint32Array, at: number, base: number, k: number): number {
  const t = FACE_OF[k];
  indices[at] = base + DART_TRIANGLES[t]; indices[at + 1] = base + DART_TRIANGLES[t + 1]; indices[at + 2] = base + k;
  return at + 3;
}

/** Where in DART_TRIANGLES the triangle shaded by corner k starts. */
const FACE_OF: readonly number[] = (() => {
  const f = [0, 0, 0, 0];
  for (let t = 0; t < 4; t++) f[DART_TRIANGLES[3 * t + 2]] = 3 * t;
  return f;
})();
