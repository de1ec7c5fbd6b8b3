// A stand-in for the few Unity types Boids3DBehaviour.cs and Boids2DBehaviour.cs use, so that the tests can compile
// them with Mono. The signatures are Unity's; the bodies do just enough for a smoke run (no rendering, no scene).
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

    public struct Quaternion
    {
        public float x, y, z, w;
        public Quaternion(float x, float y, float z, float w) { this.x = x; this.y = y; this.z = z; this.w = w; }
        /// <summary>Unity's order: z degrees about Z, then x about X, then y about Y.</summary>
        public static Quaternion Euler(float x, float y, float z)
        {
            return Axis(0, 1, 0, y) * Axis(1, 0, 0, x) * Axis(0, 0, 1, z);
        }
        static Quaternion Axis(float ax, float ay, float az, float degrees)
        {
            double h = degrees * Math.PI / 360, s = Math.Sin(h);
            return new Quaternion((float)(ax * s), (float)(ay * s), (float)(az * s), (float)Math.Cos(h));
        }
        public static Quaternion operator *(Quaternion a, Quaternion b)
        {
            return new Quaternion(
                a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
                a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z);
        }
        /// <summary>The vector v rotated by q.</summary>
        public static Vector3 operator *(Quaternion q, Vector3 v)
        {
            var p = q * new Quaternion(v.x, v.y, v.z, 0) * new Quaternion(-q.x, -q.y, -q.z, q.w);
            return new Vector3(p.x, p.y, p.z);
        }
    }

    public static class Mathf
    {
        public const float Rad2Deg = (float)(180 / Math.PI);
        public static float Atan2(float y, float x) { return (float)Math.Atan2(y, x); }
        public static float Repeat(float t, float length) { return Math.Min(Math.Max(t - (float)Math.Floor(t / length) * length, 0f), length); }
        public static float DeltaAngle(float current, float target)
        {
            float d = Repeat(target - current, 360f);
            return d > 180f ? d - 360f : d;
        }
        public static float MoveTowards(float current, float target, float maxDelta)
        {
            return Math.Abs(target - current) <= maxDelta ? target : current + Math.Sign(target - current) * maxDelta;
        }
        public static float MoveTowardsAngle(float current, float target, float maxDelta)
        {
            float d = DeltaAngle(current, target);
            if (-maxDelta < d && d < maxDelta) return target;
            return MoveTowards(current, current + d, maxDelta);
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
        public Quaternion localRotation = new Quaternion(0, 0, 0, 1);
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
