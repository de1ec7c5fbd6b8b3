// Runs the C# crowd for the tests: `mono crowd.exe SEED N FRAMES EVERY [SPAWN_RADIUS TARGET_RADIUS]` prints a line
// per EVERY frames: "frame x y vx vy tx ty ..." for every agent (round-trip "R" formatting; tx, ty its target).
// `mono crowd.exe behaviour FRAMES` runs the MonoBehaviour against the Unity stand-in for FRAMES frames and prints,
// for every model, its position and its agent's: "mx my mz ax ay ...".
using System;
using System.Globalization;
using System.Reflection;
using System.Text;
using CrowdsAndFlocks;

public static class CrowdHarness
{
    public static int Main(string[] args)
    {
        var ci = CultureInfo.InvariantCulture;
        if (args[0] == "behaviour") return Behaviour(int.Parse(args[1]), ci);
        uint seed = uint.Parse(args[0]);
        int n = int.Parse(args[1]), frames = int.Parse(args[2]), every = int.Parse(args[3]);
        var crowd = args.Length > 5 ? new Crowd(n, seed, float.Parse(args[4], ci), float.Parse(args[5], ci)) : new Crowd(n, seed);
        var sb = new StringBuilder();
        for (int f = 0; f <= frames; f++)
        {
            if (f % every == 0)
            {
                sb.Clear();
                sb.Append(f);
                for (int i = 0; i < n; i++)
                    foreach (var a in new[] { crowd.X, crowd.Y, crowd.VX, crowd.VY, crowd.TargetX, crowd.TargetY }) { sb.Append(' '); sb.Append(a[i].ToString("R", ci)); }
                Console.WriteLine(sb.ToString());
            }
            crowd.Step();
        }
        return 0;
    }

    static int Behaviour(int frames, CultureInfo ci)
    {
        var b = new CrowdBehaviour { agentPrefab = new UnityEngine.GameObject(), count = 30, seed = 3 };
        var flags = BindingFlags.Instance | BindingFlags.NonPublic;
        typeof(CrowdBehaviour).GetMethod("Start", flags).Invoke(b, null);
        for (int k = 0; k < frames; k++)
        {
            typeof(CrowdBehaviour).GetMethod("FixedUpdate", flags).Invoke(b, null);
            typeof(CrowdBehaviour).GetMethod("Update", flags).Invoke(b, null);
        }
        var models = (UnityEngine.Transform[])typeof(CrowdBehaviour).GetField("models", flags).GetValue(b);
        var crowd = (Crowd)typeof(CrowdBehaviour).GetField("crowd", flags).GetValue(b);
        var sb = new StringBuilder();
        for (int i = 0; i < models.Length; i++)
        {
            var p = models[i].localPosition;
            foreach (var v in new[] { p.x, p.y, p.z, crowd.X[i], crowd.Y[i] }) { if (sb.Length > 0) sb.Append(' '); sb.Append(v.ToString("R", ci)); }
        }
        Console.WriteLine(sb.ToString());
        return 0;
    }
}
