// A stand-in for the few Unity types Boids3DBehaviour.cs uses, so that the tests can compile it with Mono. The
// signatures are Unity's; the bodies do just enough for a smoke run (no rendering, no scene).
using System;

namespace UnityEngine
{
    public struct Vector3
    {
        public float x, y, z;
        public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
        public float sqrMagnitude { get { return x * x + y * y + z * z; } }
        public float magnitude { get { return (float)Math.Sqrt(sqrMagnitude); } }
        /// <summary>Turns current toward target by at most maxRadiansDelta (the length moves by at most maxMagnitudeDelta).</summary>
        public static Vector3 RotateTowards(Vector3 current, Vector3 target, float maxRadiansDelta, float maxMagnitudeDelta)
        {
            float lc = current.magnitude, lt = target.magnitude;
            if (lc == 0 || lt == 0) return current;
            double dot = (current.x * target.x + current.y * target.y + current.z * target.z) / (lc * lt);
            double angle = Math.Acos(Math.Max(-1, Math.Min(1, dot)));
            double f = angle <= maxRadiansDelta ? 1 : maxRadiansDelta / angle;
            float nx = (float)(current.x / lc + f * (target.x / lt - current.x / lc));
            float ny = (float)(current.y / lc + f * (target.y / lt - current.y / lc));
            float nz = (float)(current.z / lc + f * (target.z / lt - current.z / lc));
            float ln = (float)Math.Sqrt(nx * nx + ny * ny + nz * nz);
            return new Vector3(nx / ln * lc, ny / ln * lc, nz / ln * lc);
        }
    }

    public class Object
    {
        public static T Instantiate<T>(T original, Transform parent) where T : Object
        {
            if (original is GameObject) return (T)(Object)new GameObject();
            throw new NotSupportedException("the stand-in instantiates GameObjects only");
        }
    }

    public class Component : Object
    {
        public Transform transform { get { return owner.transform; } }
        internal GameObject owner;
    }

    public class Transform : Component
    {
        public Vector3 localPosition;
        public Vector3 forward = new Vector3(0, 0, 1);
    }

    public class Behaviour : Component { }
    public class MonoBehaviour : Behaviour
    {
        public MonoBehaviour() { owner = new GameObject(); }
    }

    public class GameObject : Object
    {
        readonly Transform t;
        public GameObject() { t = new Transform(); t.owner = this; }
        public Transform transform { get { return t; } }
    }

    public static class Time
    {
        public static float deltaTime = 1f / 60f;
    }
}
