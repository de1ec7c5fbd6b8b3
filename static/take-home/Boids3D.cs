// Boids in 3-D, as "Optimizing boids in Unity" (part 2) ends: the flock as a plain C# class, with no Unity in it.
// It uses float, as Unity does. Boids3DBehaviour.cs puts it on the screen.
//
// From the book Crowds & Flocks. It is boids-3d.ts line for line, in float instead of double. The book's tests
// compile it with Mono, run it, and compare it with that file: the same start for the same seed, trajectories
// within float32 rounding over the first second, and the same flock statistics over a minute.
//
// The model, in the article's names. Each boid rebuilds its velocity every `tick` seconds, at its own random
// phase. It uses itself and at most maxBoids - 1 others within cohesionRadius (the lowest-numbered ones, as a
// physics query with a buffer of maxBoids fills), and takes
//   velocity = clamp(cohesionCoefficient * cohesion + separationCoefficient * separation + alignmentCoefficient * alignment)
//   cohesion   = clamp(mean of (other - own) positions)
//   separation = clamp(mean of (own - other) / |own - other|^2 over the others closer than separationDistance)
//   alignment  = clamp(mean of the velocities, its own included)
// Here clamp shortens a vector to maxSpeed. Every frame (DT = 0.02 s, Unity's default fixed step) the boundary pulls
// every boid by -position / boundaryRadius, the speed is clamped, and the boid moves. Neighbours are found with a
// uniform grid of cells one cohesionRadius wide (27 cells per query). A boid with no neighbour keeps its velocity.
using System;

namespace CrowdsAndFlocks
{
    public sealed class Boids3D
    {
        // The article's final values (its step 6, with steps 3, 5, 8, 9 and 11 in).
        public const float maxSpeed = 15f;
        public const float cohesionRadius = 7f;
        public const int maxBoids = 10;
        public const float separationDistance = 5f;
        public const float cohesionCoefficient = 1f;
        public const float alignmentCoefficient = 4f;
        public const float separationCoefficient = 10f;
        public const float tick = 2f;
        public const float boundaryRadius = 25f;
        /// <summary>How fast a drawn model turns toward its velocity (radians per second). Drawing only.</summary>
        public const float turnSpeed = 10f;
        public const float DT = 0.02f;

        public readonly int Count;
        public float Time;
        public int Frame;
        public readonly float[] X, Y, Z, VX, VY, VZ;

        readonly int[] updateFrame;
        readonly int framesPerTick = Math.Max(1, (int)Math.Round(tick / DT));
        // Scratch space, made once. The boids due this frame and their new velocities. The grid: each boid's cell,
        // the boids sorted by cell, and where each cell's run starts. One boid's neighbours.
        readonly int[] due, cellOf, sorted, found;
        readonly float[] newV;
        int[] cellStart = new int[1];
        float gx0, gy0, gz0, ginv;
        int gnx, gny, gnz;

        // Seeded random numbers: sfc32, seeded through splitmix32, as boids-3d.ts draws them (the same numbers).
        uint ra, rb, rc, rd;
        uint Split(ref uint s)
        {
            unchecked
            {
                s += 0x9e3779b9u;
                uint z = s;
                z = (z ^ (z >> 16)) * 0x85ebca6bu;
                z = (z ^ (z >> 13)) * 0xc2b2ae35u;
                return z ^ (z >> 16);
            }
        }
        double Next()
        {
            unchecked
            {
                uint t = ra + rb + rd;
                rd += 1;
                ra = rb ^ (rb >> 9);
                rb = rc + (rc << 3);
                rc = (rc << 21) | (rc >> 11);
                rc += t;
                return t / 4294967296.0;
            }
        }

        /// <summary>n boids spread evenly in the ball, each flying in a random direction at maxSpeed (step 9).</summary>
        public Boids3D(int n, uint seed)
        {
            Count = n;
            X = new float[n]; Y = new float[n]; Z = new float[n];
            VX = new float[n]; VY = new float[n]; VZ = new float[n];
            updateFrame = new int[n];
            uint s = seed ^ 0x3d3d3d3du;
            ra = Split(ref s); rb = Split(ref s); rc = Split(ref s); rd = Split(ref s);
            for (int i = 0; i < 12; i++) Next();
            double R = boundaryRadius;
            for (int i = 0; i < n; i++)
            {
                // Drawn in double, as boids-3d.ts draws, then stored as float.
                double a, b, c, l2;
                do { a = -1 + 2 * Next(); b = -1 + 2 * Next(); c = -1 + 2 * Next(); } while (a * a + b * b + c * c > 1);
                X[i] = (float)(a * R); Y[i] = (float)(b * R); Z[i] = (float)(c * R);
                do { a = -1 + 2 * Next(); b = -1 + 2 * Next(); c = -1 + 2 * Next(); l2 = a * a + b * b + c * c; } while (l2 > 1 || l2 < 1e-6);
                double k = maxSpeed / Math.Sqrt(l2);
                VX[i] = (float)(a * k); VY[i] = (float)(b * k); VZ[i] = (float)(c * k);
                updateFrame[i] = Math.Min(framesPerTick - 1, (int)Math.Floor(Next() * framesPerTick));
            }
            due = new int[n]; newV = new float[3 * n];
            cellOf = new int[n]; sorted = new int[n];
            found = new int[Math.Max(1, maxBoids - 1)];
        }

        /// <summary>One frame: the boids due rebuild their velocities (all from this frame's state), then everyone moves.</summary>
        public void Step()
        {
            int n = Count, tickFrame = Frame % framesPerTick, m = 0;
            for (int i = 0; i < n; i++) if (updateFrame[i] == tickFrame) due[m++] = i;
            if (m > 0)
            {
                BuildGrid();
                for (int k = 0; k < m; k++) Rules(due[k], k);
                for (int k = 0; k < m; k++) { int i = due[k]; VX[i] = newV[3 * k]; VY[i] = newV[3 * k + 1]; VZ[i] = newV[3 * k + 2]; }
            }
            float pull = 1f / boundaryRadius, V2 = maxSpeed * maxSpeed;
            for (int i = 0; i < n; i++)
            {
                VX[i] -= X[i] * pull; VY[i] -= Y[i] * pull; VZ[i] -= Z[i] * pull;
                float l2 = VX[i] * VX[i] + VY[i] * VY[i] + VZ[i] * VZ[i];
                if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); VX[i] *= s; VY[i] *= s; VZ[i] *= s; }
                X[i] += VX[i] * DT; Y[i] += VY[i] * DT; Z[i] += VZ[i] * DT;
            }
            Time += DT;
            Frame++;
        }

        // Counting sort of the boids into cells one cohesionRadius wide, over the flock's bounding box.
        void BuildGrid()
        {
            int n = Count;
            float x0 = float.PositiveInfinity, y0 = x0, z0 = x0, x1 = float.NegativeInfinity, y1 = x1, z1 = x1;
            for (int i = 0; i < n; i++)
            {
                if (X[i] < x0) x0 = X[i]; if (X[i] > x1) x1 = X[i];
                if (Y[i] < y0) y0 = Y[i]; if (Y[i] > y1) y1 = Y[i];
                if (Z[i] < z0) z0 = Z[i]; if (Z[i] > z1) z1 = Z[i];
            }
            // Cells at least a radius wide (wider if a stray boid would make the grid huge: a query still finds everyone).
            float span = Math.Max(x1 - x0, Math.Max(y1 - y0, z1 - z0)), cell = Math.Max(cohesionRadius, span / 64f);
            float inv = 1f / cell;
            int nx = (int)Math.Floor((x1 - x0) * inv) + 1, ny = (int)Math.Floor((y1 - y0) * inv) + 1, nz = (int)Math.Floor((z1 - z0) * inv) + 1;
            gx0 = x0; gy0 = y0; gz0 = z0; ginv = inv; gnx = nx; gny = ny; gnz = nz;
            int cells = nx * ny * nz;
            if (cellStart.Length < cells + 1) cellStart = new int[cells + 1];
            int[] start = cellStart;
            Array.Clear(start, 0, cells + 1);
            for (int i = 0; i < n; i++)
            {
                int c = ((int)Math.Floor((Z[i] - z0) * inv) * ny + (int)Math.Floor((Y[i] - y0) * inv)) * nx + (int)Math.Floor((X[i] - x0) * inv);
                cellOf[i] = c; start[c + 1]++;
            }
            for (int c = 0; c < cells; c++) start[c + 1] += start[c];
            for (int i = 0; i < n; i++) sorted[start[cellOf[i]]++] = i;
            for (int c = cells; c > 0; c--) start[c] = start[c - 1];
            start[0] = 0;
        }

        // Boid i's neighbours: at most maxBoids - 1 others, the lowest-numbered within the radius, ascending.
        int Neighbours(int i)
        {
            float R2 = cohesionRadius * cohesionRadius;
            int max = maxBoids - 1, m = 0;
            int cx = (int)Math.Floor((X[i] - gx0) * ginv), cy = (int)Math.Floor((Y[i] - gy0) * ginv), cz = (int)Math.Floor((Z[i] - gz0) * ginv);
            for (int kz = Math.Max(0, cz - 1); kz <= Math.Min(gnz - 1, cz + 1); kz++)
                for (int ky = Math.Max(0, cy - 1); ky <= Math.Min(gny - 1, cy + 1); ky++)
                    for (int kx = Math.Max(0, cx - 1); kx <= Math.Min(gnx - 1, cx + 1); kx++)
                    {
                        int c = (kz * gny + ky) * gnx + kx;
                        for (int p = cellStart[c]; p < cellStart[c + 1]; p++)
                        {
                            int j = sorted[p];
                            if (j == i || (m == max && j > found[m - 1])) continue;
                            float dx = X[i] - X[j], dy = Y[i] - Y[j], dz = Z[i] - Z[j];
                            if (!(dx * dx + dy * dy + dz * dz < R2)) continue;
                            // Insert j in ascending order; when full, the highest falls off.
                            int q = m < max ? m++ : m - 1;
                            while (q > 0 && found[q - 1] > j) { found[q] = found[q - 1]; q--; }
                            found[q] = j;
                        }
                    }
            return m;
        }

        // The three rules for boid i; its new velocity into newV[3k .. 3k + 2].
        void Rules(int i, int k)
        {
            float V2 = maxSpeed * maxSpeed;
            int m = Neighbours(i);
            if (m == 0) { newV[3 * k] = VX[i]; newV[3 * k + 1] = VY[i]; newV[3 * k + 2] = VZ[i]; return; }
            float count = m + 1, l2;

            float cx = 0, cy = 0, cz = 0;
            for (int q = 0; q < m; q++) { int j = found[q]; cx += X[j] - X[i]; cy += Y[j] - Y[i]; cz += Z[j] - Z[i]; }
            cx /= count; cy /= count; cz /= count;
            l2 = cx * cx + cy * cy + cz * cz;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); cx *= s; cy *= s; cz *= s; }

            float sx = 0, sy = 0, sz = 0; int close = 0;
            float d2max = separationDistance * separationDistance;
            for (int q = 0; q < m; q++)
            {
                int j = found[q];
                float dx = X[j] - X[i], dy = Y[j] - Y[i], dz = Z[j] - Z[i], d2 = dx * dx + dy * dy + dz * dz;
                if (!(d2 < d2max && d2 > 0)) continue;
                float w = -1f / d2;
                sx += dx * w; sy += dy * w; sz += dz * w; close++;
            }
            if (close > 0)
            {
                sx /= close; sy /= close; sz /= close;
                l2 = sx * sx + sy * sy + sz * sz;
                if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); sx *= s; sy *= s; sz *= s; }
            }

            float ax = VX[i], ay = VY[i], az = VZ[i];
            for (int q = 0; q < m; q++) { int j = found[q]; ax += VX[j]; ay += VY[j]; az += VZ[j]; }
            ax /= count; ay /= count; az /= count;
            l2 = ax * ax + ay * ay + az * az;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); ax *= s; ay *= s; az *= s; }

            float ux = cx * cohesionCoefficient + sx * separationCoefficient + ax * alignmentCoefficient;
            float uy = cy * cohesionCoefficient + sy * separationCoefficient + ay * alignmentCoefficient;
            float uz = cz * cohesionCoefficient + sz * separationCoefficient + az * alignmentCoefficient;
            l2 = ux * ux + uy * uy + uz * uz;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); ux *= s; uy *= s; uz *= s; }
            newV[3 * k] = ux; newV[3 * k + 1] = uy; newV[3 * k + 2] = uz;
        }
    }
}
