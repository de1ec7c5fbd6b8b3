// Runs the C# 2-D flock for the tests: `mono harness.exe SEED N FRAMES EVERY` prints a line per EVERY frames:
// "frame x y vx vy ..." for every boid (with digits enough to round-trip), from Boids2D.DiscStart(N, SEED).
// `mono harness.exe start FILE FRAMES EVERY` does the same from a start read from FILE: one line per boid,
// "x y vx vy phase". `mono harness.exe behaviour` runs the MonoBehaviour against the Unity stand-in for a few frames
// and prints, for one model, its position, its boid's position and velocity, and its nose (the model's +X).
// Compiled with -define:DOUBLE_CHECK (with Boids2D.cs turned to double, without the MonoBehaviour), it leaves that out.
using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using CrowdsAndFlocks;

public static class Boids2DHarness
{
    static readonly CultureInfo ci = CultureInfo.InvariantCulture;
    // Digits enough to round-trip ("R" does not always, for double, on Mono and the .NET Framework).
#if DOUBLE_CHECK
    const string digits = "G17";
#else
    const string digits = "G9";
#endif

    public static int Main(string[] args)
    {
#if !DOUBLE_CHECK
        if (args[0] == "behaviour") return Behaviour();
#endif
        Boids2D flock;
        if (args[0] == "start")
        {
            var rows = File.ReadAllLines(args[1]).Where(l => l.Length > 0).Select(l => l.Split(' ').Select(v => double.Parse(v, ci)).ToArray()).ToArray();
            var s = new Boids2D.Start(rows.Length);
            for (int i = 0; i < rows.Length; i++)
            {
                s.X[i] = (float)rows[i][0]; s.Y[i] = (float)rows[i][1]; s.VX[i] = (float)rows[i][2]; s.VY[i] = (float)rows[i][3];
                s.Phase[i] = rows[i][4];
            }
            flock = new Boids2D(s);
        }
        else flock = new Boids2D(int.Parse(args[1]), uint.Parse(args[0]));
        int frames = int.Parse(args[2]), every = int.Parse(args[3]);
        for (int f = 0; f <= frames; f++)
        {
            if (f % every == 0)
            {
                var sb = new StringBuilder();
                sb.Append(f);
                for (int i = 0; i < flock.Count; i++)
                    foreach (var a in new[] { flock.X, flock.Y, flock.VX, flock.VY }) { sb.Append(' '); sb.Append(a[i].ToString(digits, ci)); }
                Console.WriteLine(sb.ToString());
            }
            flock.Step();
        }
        return 0;
    }

#if !DOUBLE_CHECK
    static int Behaviour()
    {
        var b = new Boids2DBehaviour { boidPrefab = new UnityEngine.GameObject(), count = 20, seed = 3 };
        var flags = BindingFlags.Instance | BindingFlags.NonPublic;
        typeof(Boids2DBehaviour).GetMethod("Start", flags).Invoke(b, null);
        for (int k = 0; k < 50; k++)
        {
            typeof(Boids2DBehaviour).GetMethod("FixedUpdate", flags).Invoke(b, null);
            typeof(Boids2DBehaviour).GetMethod("Update", flags).Invoke(b, null);
        }
        var models = (UnityEngine.Transform[])typeof(Boids2DBehaviour).GetField("models", flags).GetValue(b);
        var flock = (Boids2D)typeof(Boids2DBehaviour).GetField("flock", flags).GetValue(b);
        var p = models[0].localPosition;
        var nose = models[0].localRotation * new UnityEngine.Vector3(1, 0, 0);
        Console.WriteLine(string.Join(" ", new[] { p.x, p.y, p.z, flock.X[0], flock.Y[0], flock.VX[0], flock.VY[0], nose.x, nose.y, nose.z }.Select(v => v.ToString(digits, ci))));
        return 0;
    }
#endif
}
