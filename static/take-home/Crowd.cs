// Article A's social force crowd ("A simple social force model in C# and Unity, step by step"), as its last step
// leaves it: the crowd as a plain C# class, with no Unity in it. It uses float, as Unity does. CrowdBehaviour.cs puts
// it on the screen.
//
// From the book Crowds & Flocks. It is crowd.ts line for line, in float instead of double, and with the platform's
// Math.Exp, Cos, Sin and a plain square root instead of crowd.ts's fdlibm and musl ports (Unity's Mathf calls the
// platform's too). The book's tests compile it with Mono, run it, and compare it with that file: the same start for
// the same seed (to float rounding), the same trajectories over the first seconds, and the same crowd (mean speed,
// spread, nearest neighbours) over minutes.
// crowd.ts itself is the book's engine to the last bit: the scenario 'wandering' without walls and without the
// book's body force, which is article A exactly.
//
// The model, in the article's names. Each agent (mass, desiredSpeed, radius) walks to a target and feels
//   driving force   F = (normalize(target - position) * desiredSpeed - velocity) / mass
//   repulsion       F += normalize(position - other) * interpersonalStrength * exp(overlap / personalSpace)
//                   for every other agent with overlap = personalSpace - distance > 0
// and every frame (DT = 0.02 s, Unity's default fixed step): velocity += F * DT, the speed is clamped to
// speedCap * desiredSpeed, position += velocity * DT (the article's "explicit Euler": velocity first). An agent
// within targetReach of its target picks a new one, uniform in the target disc. The mass is 1, so the force is the
// acceleration; like the book, the repulsion is divided by the mass and the driving term taken as the article writes
// it. Neighbours come from the article's uniform grid: 20 x 20 cells of size 10, centred on the origin (an agent
// beyond it counts in the nearest edge cell), cleared and refilled every frame; an agent looks at the 3 x 3 cells
// around its own. The start: agents uniform in the spawn disc without overlapping (300 random tries each, else a
// jittered triangular lattice, as the book lays them out), at rest, each with a target uniform in the target disc;
// a new target is drawn from the seed, the agent and the frame.
using System;

namespace CrowdsAndFlocks
{
    public sealed class Crowd
    {
        // Article A's values.
        public const float mass = 1f;
        public const float desiredSpeed = 2f;
        /// <summary>The body (m); here it only keeps agents apart at the start.</summary>
        public const float radius = 0.5f;
        public const float personalSpace = 1.5f;
        public const float interpersonalStrength = 2f;
        /// <summary>Speed limit as a multiple of desiredSpeed.</summary>
        public const float speedCap = 1.5f;
        public const float defaultSpawnRadius = 5f;
        public const float defaultTargetRadius = 10f;
        public const float targetReach = 0.5f;
        public const int gridCells = 20;
        public const float cellSize = 10f;
        public const float DT = 0.02f;
        // Tries per agent to find a free place at random, before the crowd is laid on a lattice instead.
        const int spawnTries = 300;

        public readonly int Count;
        public readonly float SpawnRadius, TargetRadius;
        public float Time;
        public int Frame;
        public readonly float[] X, Y, VX, VY, TargetX, TargetY;

        // This frame's acceleration. Scratch space, made once: the grid (each agent's cell, the agents sorted by
        // cell, where each cell's run starts) and one agent's neighbours.
        readonly float[] ax, ay;
        readonly int[] cellOf, sorted, found;
        readonly int[] cellStart = new int[gridCells * gridCells + 1];
        readonly uint wanderKey;

        // Seeded random numbers: sfc32, seeded through splitmix32, as crowd.ts draws them (the same numbers).
        uint ra, rb, rc, rd;
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

        // A 32-bit mix (lowbias32), the FNV-1a hash of a name, and the k-th number drawn for (key, agent, frame).
        static uint Scramble(uint h)
        {
            unchecked
            {
                h = (h ^ (h >> 16)) * 0x7feb352du;
                h = (h ^ (h >> 15)) * 0x846ca68bu;
                return h ^ (h >> 16);
            }
        }
        static uint StreamId(string name)
        {
            unchecked
            {
                uint h = 0x811c9dc5u;
                foreach (char c in name) h = (h ^ c) * 0x01000193u;
                return h;
            }
        }
        static double KeyedUniform(uint key, int agent, int frame, int k)
        {
            unchecked
            {
                uint draw = Scramble(Scramble(key ^ ((uint)agent * 0x9e3779b1u)) ^ ((uint)frame * 0x85ebca6bu));
                return Scramble(draw + (uint)(k + 1) * 0x9e3779b9u) / 4294967296.0;
            }
        }

        /// <summary>n agents placed at random in the spawn disc without overlaps, at rest, each with a random target.</summary>
        public Crowd(int n, uint seed, float spawnRadius = defaultSpawnRadius, float targetRadius = defaultTargetRadius)
        {
            Count = n;
            SpawnRadius = spawnRadius;
            TargetRadius = targetRadius;
            X = new float[n]; Y = new float[n]; VX = new float[n]; VY = new float[n];
            TargetX = new float[n]; TargetY = new float[n];
            ax = new float[n]; ay = new float[n];
            cellOf = new int[n]; sorted = new int[n]; found = new int[Math.Max(1, n)];
            wanderKey = Scramble(Scramble(seed) ^ StreamId("wander"));

            uint s = seed ^ 0x5bd1e995u;
            ra = Split(ref s); rb = Split(ref s); rc = Split(ref s); rd = Split(ref s);
            for (int i = 0; i < 12; i++) Next();
            // Places, first at random; if someone finds none, on a lattice. Drawn in double, as crowd.ts draws, then
            // stored as float. Then everyone's first target.
            double[] px = new double[n], py = new double[n];
            if (!PlaceAtRandom(px, py, spawnRadius)) PlaceOnLattice(px, py, spawnRadius);
            for (int i = 0; i < n; i++) { X[i] = (float)px[i]; Y[i] = (float)py[i]; }
            for (int i = 0; i < n; i++)
            {
                double r = targetRadius * Math.Sqrt(Next()), a = 2 * Math.PI * Next();
                TargetX[i] = (float)(r * Math.Cos(a)); TargetY[i] = (float)(r * Math.Sin(a));
            }
        }

        // n agents uniform in the disc of radius R, each at least two radii from everyone placed before. False if
        // someone finds no place in spawnTries tries.
        bool PlaceAtRandom(double[] x, double[] y, double R)
        {
            double apart = (double)radius + radius;
            for (int i = 0; i < x.Length; i++)
            {
                bool placed = false;
                for (int t = 0; t < spawnTries && !placed; t++)
                {
                    double cx = -R + (R - -R) * Next(), cy = -R + (R - -R) * Next();
                    if (!(cx * cx + cy * cy <= R * R)) continue;
                    bool free = true;
                    for (int j = 0; j < i && free; j++)
                    {
                        double dx = cx - x[j], dy = cy - y[j];
                        if (dx * dx + dy * dy < apart * apart) free = false;
                    }
                    if (free) { x[i] = cx; y[i] = cy; placed = true; }
                }
                if (!placed) return false;
            }
            return true;
        }

        // The book's way when random places run out: a triangular lattice over the disc's square, of about
        // m = ceil(1.03^k) points for the first k that holds n, each point at least 2.04 radii from the others; n of
        // its points in the disc chosen at random, each moved by up to 1 % of a radius.
        void PlaceOnLattice(double[] x, double[] y, double R)
        {
            int n = x.Length;
            double reserve = (double)radius * 1.02, jitter = (double)radius * 0.01, side = R - -R;
            double limit = Math.Ceiling(((side + 2 * reserve) * (side + 2 * reserve)) / (2 * Math.Sqrt(3) * reserve * reserve)) + 2;
            double size = 1;
            while (Math.Ceiling(size) + Math.Sqrt(Math.Ceiling(size)) + 2 < n) size *= 1.03;
            var lx = new System.Collections.Generic.List<double>();
            var ly = new System.Collections.Generic.List<double>();
            for (; Math.Ceiling(size) <= limit; size *= 1.03)
            {
                double m = Math.Ceiling(size);
                int rows = Math.Max(1, (int)Math.Floor(Math.Sqrt((m * side * 2) / (side * Math.Sqrt(3))) + 0.5));
                int perRow = Math.Max(1, (int)Math.Ceiling(m / rows));
                double dx = side / perRow, dy = side / rows;
                double spacing = rows > 1 ? Math.Min(perRow > 1 ? dx : double.PositiveInfinity, Math.Sqrt(dx / 2 * (dx / 2) + dy * dy)) : perRow > 1 ? dx : double.PositiveInfinity;
                if (spacing < 2 * reserve) continue;
                lx.Clear(); ly.Clear();
                for (int r = 0; r < rows; r++)
                    for (int c = 0; c < perRow; c++)
                    {
                        double shift = rows > 1 ? (r % 2 == 0 ? 0.25 : 0.75) : 0.5;
                        double qx = -R + (c + shift) * dx, qy = -R + (r + 0.5) * dy;
                        if (!(qx * qx + qy * qy <= R * R)) continue;
                        bool free = true;
                        for (int j = 0; j < lx.Count && free; j++)
                        {
                            double ex = qx - lx[j], ey = qy - ly[j];
                            if (ex * ex + ey * ey < (reserve + reserve) * (reserve + reserve)) free = false;
                        }
                        if (free) { lx.Add(qx); ly.Add(qy); }
                    }
                if (lx.Count < n) continue;
                // A random n of the points (a partial Fisher-Yates shuffle), kept in lattice order, each jittered.
                int[] pick = new int[lx.Count];
                for (int k = 0; k < pick.Length; k++) pick[k] = k;
                for (int i = 0; i < n; i++)
                {
                    int j = i + (int)Math.Floor(Next() * (pick.Length - i)), t = pick[i];
                    pick[i] = pick[j]; pick[j] = t;
                }
                Array.Sort(pick, 0, n);
                for (int i = 0; i < n; i++)
                {
                    x[i] = lx[pick[i]] + (-jitter + (jitter - -jitter) * Next());
                    y[i] = ly[pick[i]] + (-jitter + (jitter - -jitter) * Next());
                }
                return;
            }
            throw new ArgumentException(n + " agents of radius " + radius + " m do not fit in a disc of radius " + R + " m: give them a larger spawnRadius");
        }

        /// <summary>One frame: refill the grid, sum the forces, move everyone, and give new targets to those who arrived.</summary>
        public void Step()
        {
            int n = Count;
            FillGrid();

            // The forces, all from this frame's positions and velocities.
            Array.Clear(ax, 0, n); Array.Clear(ay, 0, n);
            for (int i = 0; i < n; i++) DrivingForce(i);
            for (int i = 0; i < n; i++) Repulsion(i);

            // Explicit Euler as the article writes it: velocity first, clamped, then position.
            float h = DT, limit = speedCap * desiredSpeed;
            for (int i = 0; i < n; i++)
            {
                VX[i] += ax[i] * h; VY[i] += ay[i] * h;
                float sp2 = VX[i] * VX[i] + VY[i] * VY[i];
                if (sp2 > limit * limit) { float f = limit / (float)Math.Sqrt(sp2); VX[i] *= f; VY[i] *= f; }
                X[i] += VX[i] * h; Y[i] += VY[i] * h;
            }
            Time += h;
            Frame++;

            // Arrived: a new target, uniform in the disc (drawn for this agent and this frame).
            float reach2 = targetReach * targetReach;
            for (int i = 0; i < n; i++)
            {
                float dx = TargetX[i] - X[i], dy = TargetY[i] - Y[i];
                if (dx * dx + dy * dy < reach2) NewTarget(i);
            }
        }

        // The wish to reach the target: (desired velocity - velocity) / mass.
        void DrivingForce(int i)
        {
            float ex = TargetX[i] - X[i], ey = TargetY[i] - Y[i], len = (float)Math.Sqrt(ex * ex + ey * ey);
            // At the target itself there is no direction to want.
            float nx = len > 1e-9f ? ex / len : 0f, ny = len > 1e-9f ? ey / len : 0f;
            ax[i] += (nx * desiredSpeed - VX[i]) / mass;
            ay[i] += (ny * desiredSpeed - VY[i]) / mass;
        }

        // The push of everyone inside agent i's personal space, added in index order.
        void Repulsion(int i)
        {
            float P = personalSpace, P2 = P * P, invP = 1f / P, xi = X[i], yi = Y[i], fx = 0, fy = 0;
            int m = Neighbours(i);
            for (int q = 0; q < m; q++)
            {
                int j = found[q];
                float dx = X[j] - xi, dy = Y[j] - yi, d2 = dx * dx + dy * dy;
                // Two agents on the same spot have no direction to push in.
                if (d2 >= P2 || d2 == 0) continue;
                float d = (float)Math.Sqrt(d2);
                float mag = interpersonalStrength * (float)Math.Exp((P - d) * invP) / d; // normalize(position - other) = -(dx, dy) / d
                fx -= dx * mag;
                fy -= dy * mag;
            }
            ax[i] += fx / mass;
            ay[i] += fy / mass;
        }

        // The grid cell of a coordinate along one axis; beyond the grid, its edge cell.
        static int Cell(float v)
        {
            int c = (int)Math.Floor((v + 0.5f * gridCells * cellSize) / cellSize);
            return c < 0 ? 0 : c >= gridCells ? gridCells - 1 : c;
        }

        // Clears the grid and refills it: a counting sort of the agents by cell, each cell's agents in index order.
        void FillGrid()
        {
            int n = Count, G = gridCells;
            Array.Clear(cellStart, 0, cellStart.Length);
            for (int i = 0; i < n; i++)
            {
                int c = Cell(Y[i]) * G + Cell(X[i]);
                cellOf[i] = c; cellStart[c + 1]++;
            }
            for (int c = 0; c < G * G; c++) cellStart[c + 1] += cellStart[c];
            for (int i = 0; i < n; i++) sorted[cellStart[cellOf[i]]++] = i;
            for (int c = G * G; c > 0; c--) cellStart[c] = cellStart[c - 1];
            cellStart[0] = 0;
        }

        // Agent i's neighbours within personalSpace, from the 3 x 3 cells around its own, into found in index order.
        int Neighbours(int i)
        {
            int G = gridCells, cx = Cell(X[i]), cy = Cell(Y[i]), m = 0;
            float P2 = personalSpace * personalSpace, xi = X[i], yi = Y[i];
            for (int ky = Math.Max(0, cy - 1); ky <= Math.Min(G - 1, cy + 1); ky++)
                for (int kx = Math.Max(0, cx - 1); kx <= Math.Min(G - 1, cx + 1); kx++)
                {
                    int c = ky * G + kx;
                    for (int p = cellStart[c]; p < cellStart[c + 1]; p++)
                    {
                        int j = sorted[p];
                        if (j == i) continue;
                        float dx = X[j] - xi, dy = Y[j] - yi;
                        if (!(dx * dx + dy * dy < P2)) continue;
                        // Insert j in ascending order, as crowd.ts adds them.
                        int q = m++;
                        while (q > 0 && found[q - 1] > j) { found[q] = found[q - 1]; q--; }
                        found[q] = j;
                    }
                }
            return m;
        }

        // A new target for agent i, uniform in the target disc, drawn for this agent at this frame.
        void NewTarget(int i)
        {
            double r = TargetRadius * Math.Sqrt(KeyedUniform(wanderKey, i, Frame, 0));
            double a = 2 * Math.PI * KeyedUniform(wanderKey, i, Frame, 1) - Math.PI;
            TargetX[i] = (float)(r * Math.Cos(a)); TargetY[i] = (float)(r * Math.Sin(a));
        }
    }
}
