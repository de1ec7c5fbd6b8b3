// Runs the C# flock for the tests: `mono harness.exe SEED N FRAMES EVERY` prints a line per EVERY frames:
// "frame x y z vx vy vz ..." for every boid (round-trip "R" formatting). `mono harness.exe behaviour` runs the
// MonoBehaviour against the Unity stand-in for a few frames and prints one model's position and nose.
using System;
using System.Globalization;
using System.Linq;
using System.Reflection;
using System.Text;
using CrowdsAndFlocks;

public static class Harness
{
    public static int Main(string[] args)
    {
        if (args.Length > 0 && args[0] == "behaviour") return Behaviour();
        uint seed = uint.Parse(args[0]);
        int n = int.Parse(args[1]), frames = int.Parse(args[2]), every = int.Parse(args[3]);
        var flock = new Boids3D(n, seed);
        var ci = CultureInfo.InvariantCulture;
        for (int f = 0; f <= frames; f++)
        {
            if (f % every == 0)
            {
                var sb = new StringBuilder();
                sb.Append(f);
                for (int i = 0; i < n; i++)
                    foreach (var a in new[] { flock.X, flock.Y, flock.Z, flock.VX, flock.VY, flock.VZ }) { sb.Append(' '); sb.Append(a[i].ToString("R", ci)); }
                Console.WriteLine(sb.ToString());
            }
            flock.Step();
        }
        return 0;
    }

    static int Behaviour()
    {
        var b = new Boids3DBehaviour { boidPrefab = new UnityEngine.GameObject(), count = 20, seed = 3 };
        var flags = BindingFlags.Instance | BindingFlags.NonPublic;
        typeof(Boids3DBehaviour).GetMethod("Start", flags).Invoke(b, null);
        for (int k = 0; k < 50; k++)
        {
            typeof(Boids3DBehaviour).GetMethod("FixedUpdate", flags).Invoke(b, null);
            typeof(Boids3DBehaviour).GetMethod("Update", flags).Invoke(b, null);
        }
        var models = (UnityEngine.Transform[])typeof(Boids3DBehaviour).GetField("models", flags).GetValue(b);
        var flock = (Boids3D)typeof(Boids3DBehaviour).GetField("flock", flags).GetValue(b);
        var p = models[0].localPosition; var fw = models[0].forward;
        var ci = CultureInfo.InvariantCulture;
        Console.WriteLine(string.Join(" ", new[] { p.x, p.y, p.z, flock.X[0], flock.Y[0], flock.Z[0], fw.x, fw.y, fw.z }.Select(v => v.ToString("R", ci))));
        return 0;
    }
}
