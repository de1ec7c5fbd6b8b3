// Boids in 2-D, as the book's optimization ladder ends (Crowds & Flocks, "the sorted grid"): article B's optimized
// boid with its grid, as a plain C# class with no Unity in it. It uses float, as Unity does. Boids2DBehaviour.cs
// puts it on the screen.
//
// From the book Crowds & Flocks. It is boids-2d.ts line for line, in float instead of double (that file is the
// ladder's last CPU rung to the last bit). The book's tests compile it with Mono, run it, and compare it with that
// file: the same start for the same seed, trajectories within 1 cm over the first 2 s (float rounding, which close
// pairs amplify; later the two flocks part, as chaotic systems do), and the same flock statistics over 100 s, over
// 32 seeds. Its numbers are the ladder's (the boids chapter's): cohesionRadius 10 and alignmentCoefficient 1.5.
// Article B's own final values are 7 and 4; change the two numbers below to fly those.
//
// The model, in the article's names. Each boid rebuilds its velocity every `tick` seconds, at its own random
// phase. It uses itself and at most maxBoids - 1 others within cohesionRadius (the lowest-numbered ones, as a
// physics query with a buffer of maxBoids fills), and takes
//   velocity = clamp(cohesionCoefficient * cohesion + separationCoefficient * separation + alignmentCoefficient * alignment)
//   cohesion   = clamp(mean of (other - own) positions)
//   separation = clamp(mean of (own - other) / |own - other|^2 over the others closer than separationDistance)
//   alignment  = clamp(mean of the velocities, its own included)
// Here clamp shortens a vector to maxSpeed. Every frame (DT = 0.02 s, Unity's default fixed step) a boid farther
// than BoundaryRadius from the centre is kicked back toward it by boundaryKick (1 m/s), the speed is clamped, and
// the boid moves. Neighbours are found with a uniform grid of cells one cohesionRadius wide, so a query looks at
// 9 cells. A boid with no neighbour keeps its velocity.
using System;

namespace CrowdsAndFlocks
{
    public sealed class Boids2D
    {
        // The ladder's final values.
        public const float maxSpeed = 15f;
        public const float cohesionRadius = 10f;
        public const int maxBoids = 10;
        public const float separationDistance = 5f;
        public const float cohesionCoefficient = 1f;
        public const float alignmentCoefficient = 1.5f;
        public const float separationCoefficient = 10f;
        /// <summary>Seconds between a boid's velocity updates.</summary>
        public const float tick = 2f;
        /// <summary>How much a boid outside the boundary turns back toward the centre each frame (m/s).</summary>
        public const float boundaryKick = 1f;
        /// <summary>How fast a drawn model turns toward its velocity (radians per second), as Boids3D's. Drawing only.</summary>
        public const float turnSpeed = 10f;
        public const float DT = 0.02f;

        /// <summary>The soft boundary's radius for n boids: the boids chapter's 100 boids in 25 m, at the same density for any n.</summary>
        public static float BoundaryRadiusFor(int n) { return (float)(25 * Math.Sqrt(Math.Max(1, n) / 100.0)); }

        /// <summary>Where the boids start: positions, velocities (m, m/s), and each one's phase in [0, 1).</summary>
        public sealed class Start
        {
            public float[] X, Y, VX, VY;
            // In double, as boids-2d.ts keeps it, so each boid updates on exactly the frame it does there.
            public double[] Phase;
            public Start(int n) { X = new float[n]; Y = new float[n]; VX = new float[n]; VY = new float[n]; Phase = new double[n]; }
        }

        public readonly int Count;
        public readonly float BoundaryRadius;
        public float Time;
        public int Frame;
        public readonly float[] X, Y, VX, VY;

        // The frame (0 .. framesPerTick - 1) of each tick on which a boid updates: its random phase.
        readonly int[] updateFrame;
        readonly int framesPerTick = Math.Max(1, (int)Math.Round(tick / DT));
        // Scratch space, made once. The boids due this frame and their new velocities. The grid: each boid's cell,
        // the boids sorted by cell, and where each cell's run starts. One boid's neighbours.
        readonly int[] due, cellOf, sorted, found;
        readonly float[] newV;
        int[] cellStart = new int[1];
        float gx0, gy0, ginv;
        int gnx, gny;

        /// <summary>n boids spread evenly in the disc, each flying in a random direction at maxSpeed: DiscStart(n, seed).</summary>
        public Boids2D(int n, uint seed) : this(DiscStart(n, seed)) { }

        /// <summary>A flock from a start (DiscStart(n, seed), or your own). The arrays are copied.</summary>
        public Boids2D(Start start)
        {
            int n = start.X.Length;
            Count = n;
            BoundaryRadius = BoundaryRadiusFor(n);
            X = (float[])start.X.Clone(); Y = (float[])start.Y.Clone();
            VX = (float[])start.VX.Clone(); VY = (float[])start.VY.Clone();
            updateFrame = new int[n];
            for (int i = 0; i < n; i++) updateFrame[i] = Math.Min(framesPerTick - 1, (int)Math.Floor(start.Phase[i] * framesPerTick));
            due = new int[n]; newV = new float[2 * n];
            cellOf = new int[n]; sorted = new int[n];
            found = new int[Math.Max(1, maxBoids - 1)];
        }

        /// <summary>n boids spread evenly in the disc, each flying in a random direction at maxSpeed (drawn without sines and cosines).</summary>
        public static Start DiscStart(int n, uint seed)
        {
            var random = new Random32(seed ^ 0x2d2d2d2du);
            var s = new Start(n);
            double R = 25 * Math.Sqrt(Math.Max(1, n) / 100.0); // BoundaryRadiusFor(n) in double, as boids-2d.ts draws
            for (int i = 0; i < n; i++)
            {
                // Drawn in double, as boids-2d.ts draws, then stored as float.
                double a, b, l2;
                do { a = -1 + 2 * random.Next(); b = -1 + 2 * random.Next(); } while (a * a + b * b > 1);
                s.X[i] = (float)(a * R); s.Y[i] = (float)(b * R);
                do { a = -1 + 2 * random.Next(); b = -1 + 2 * random.Next(); l2 = a * a + b * b; } while (l2 > 1 || l2 < 1e-6);
                double k = maxSpeed / Math.Sqrt(l2);
                s.VX[i] = (float)(a * k); s.VY[i] = (float)(b * k);
                s.Phase[i] = random.Next();
            }
            return s;
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
                for (int k = 0; k < m; k++) { int i = due[k]; VX[i] = newV[2 * k]; VY[i] = newV[2 * k + 1]; }
            }
            float Rb = BoundaryRadius, V2 = maxSpeed * maxSpeed;
            for (int i = 0; i < n; i++)
            {
                float r = (float)Math.Sqrt(X[i] * X[i] + Y[i] * Y[i]);
                if (r > Rb) { float s = 1f / r; VX[i] -= X[i] * s * boundaryKick; VY[i] -= Y[i] * s * boundaryKick; }
                float l2 = VX[i] * VX[i] + VY[i] * VY[i];
                if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); VX[i] *= s; VY[i] *= s; }
                X[i] += VX[i] * DT; Y[i] += VY[i] * DT;
            }
            Time += DT;
            Frame++;
        }

        // Counting sort of the boids into cells one cohesionRadius wide, over the flock's bounding box.
        void BuildGrid()
        {
            int n = Count;
            float x0 = float.PositiveInfinity, y0 = x0, x1 = float.NegativeInfinity, y1 = x1;
            for (int i = 0; i < n; i++)
            {
                if (X[i] < x0) x0 = X[i]; if (X[i] > x1) x1 = X[i];
                if (Y[i] < y0) y0 = Y[i]; if (Y[i] > y1) y1 = Y[i];
            }
            // Cells at least a radius wide (wider if a stray boid would make the grid huge: a query still finds everyone).
            float span = Math.Max(x1 - x0, y1 - y0), cell = Math.Max(cohesionRadius, span / 256f);
            float inv = 1f / cell;
            int nx = (int)Math.Floor((x1 - x0) * inv) + 1, ny = (int)Math.Floor((y1 - y0) * inv) + 1;
            gx0 = x0; gy0 = y0; ginv = inv; gnx = nx; gny = ny;
            int cells = nx * ny;
            if (cellStart.Length < cells + 1) cellStart = new int[cells + 1];
            int[] start = cellStart;
            Array.Clear(start, 0, cells + 1);
            for (int i = 0; i < n; i++)
            {
                int c = (int)Math.Floor((Y[i] - y0) * inv) * nx + (int)Math.Floor((X[i] - x0) * inv);
                cellOf[i] = c; start[c + 1]++;
            }
            for (int c = 0; c < cells; c++) start[c + 1] += start[c];
            // Filling each cell's run in index order.
            for (int i = 0; i < n; i++) sorted[start[cellOf[i]]++] = i;
            for (int c = cells; c > 0; c--) start[c] = start[c - 1];
            start[0] = 0;
        }

        // Boid i's neighbours: at most maxBoids - 1 others, the lowest-numbered within the radius, ascending (the same
        // ones a scan in index order keeps when it stops at a full buffer).
        int Neighbours(int i)
        {
            float R2 = cohesionRadius * cohesionRadius;
            int max = maxBoids - 1, m = 0;
            int cx = (int)Math.Floor((X[i] - gx0) * ginv), cy = (int)Math.Floor((Y[i] - gy0) * ginv);
            for (int ky = Math.Max(0, cy - 1); ky <= Math.Min(gny - 1, cy + 1); ky++)
                for (int kx = Math.Max(0, cx - 1); kx <= Math.Min(gnx - 1, cx + 1); kx++)
                {
                    int c = ky * gnx + kx;
                    for (int p = cellStart[c]; p < cellStart[c + 1]; p++)
                    {
                        int j = sorted[p];
                        if (j == i || (m == max && j > found[m - 1])) continue;
                        float dx = X[j] - X[i], dy = Y[j] - Y[i];
                        if (!(dx * dx + dy * dy < R2)) continue;
                        // Insert j in ascending order; when full, the highest falls off.
                        int q = m < max ? m++ : m - 1;
                        while (q > 0 && found[q - 1] > j) { found[q] = found[q - 1]; q--; }
                        found[q] = j;
                    }
                }
            return m;
        }

        // The three rules for boid i; its new velocity into newV[2k], newV[2k + 1].
        void Rules(int i, int k)
        {
            float V2 = maxSpeed * maxSpeed;
            int m = Neighbours(i);
            // No neighbour but itself: the velocity stays.
            if (m == 0) { newV[2 * k] = VX[i]; newV[2 * k + 1] = VY[i]; return; }
            float count = m + 1, l2;

            // Cohesion: toward the mean position of itself and its neighbours.
            float cx = 0, cy = 0;
            for (int q = 0; q < m; q++) { int j = found[q]; cx += X[j] - X[i]; cy += Y[j] - Y[i]; }
            cx /= count; cy /= count;
            l2 = cx * cx + cy * cy;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); cx *= s; cy *= s; }

            // Separation: the mean of (own - other) / distance^2 over the neighbours closer than separationDistance.
            float sx = 0, sy = 0; int close = 0;
            float d2max = separationDistance * separationDistance;
            for (int q = 0; q < m; q++)
            {
                int j = found[q];
                float dx = X[j] - X[i], dy = Y[j] - Y[i], d2 = dx * dx + dy * dy;
                if (!(d2 < d2max && d2 > 0)) continue;
                float w = -1f / d2;
                sx += dx * w; sy += dy * w; close++;
            }
            if (close > 0)
            {
                sx /= close; sy /= close;
                l2 = sx * sx + sy * sy;
                if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); sx *= s; sy *= s; }
            }

            // Alignment: the mean velocity of itself and its neighbours.
            float ax = VX[i], ay = VY[i];
            for (int q = 0; q < m; q++) { int j = found[q]; ax += VX[j]; ay += VY[j]; }
            ax /= count; ay /= count;
            l2 = ax * ax + ay * ay;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); ax *= s; ay *= s; }

            float ux = cx * cohesionCoefficient + sx * separationCoefficient + ax * alignmentCoefficient;
            float uy = cy * cohesionCoefficient + sy * separationCoefficient + ay * alignmentCoefficient;
            l2 = ux * ux + uy * uy;
            if (l2 > V2) { float s = maxSpeed / (float)Math.Sqrt(l2); ux *= s; uy *= s; }
            newV[2 * k] = ux; newV[2 * k + 1] = uy;
        }

        // Seeded random numbers: sfc32, seeded through splitmix32, as boids-2d.ts draws them (the same numbers).
        sealed class Random32
        {
            uint a, b, c, d;
            public Random32(uint seed)
            {
                uint s = seed;
                a = Split(ref s); b = Split(ref s); c = Split(ref s); d = Split(ref s);
                for (int i = 0; i < 12; i++) Next();
            }
            static uint Split(ref uint s)
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
            public double Next()
            {
                unchecked
                {
                    uint t = a + b + d;
                    d += 1;
                    a = b ^ (b >> 9);
                    b = c + (c << 3);
                    c = (c << 21) | (c >> 11);
                    c += t;
                    return t / 4294967296.0;
                }
            }
        }
    }
}
