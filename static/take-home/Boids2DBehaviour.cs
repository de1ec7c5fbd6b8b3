// Puts the Boids2D flock on the screen in Unity, in the x-y plane (Unity's 2-D view: an orthographic camera looking
// along +Z): one model per boid, moved to the boid's position and turned about Z toward its velocity, the drawn
// model apart from the simulated point (article B's step 14).
// Add this component to an empty GameObject and give it a prefab with its nose along +X (a sprite drawn facing
// right, say). The flock steps in FixedUpdate, on Unity's default fixed step of 0.02 s, which is the flock's DT.
// The flock is centred on this GameObject and spans about 2 * Boids2D.BoundaryRadiusFor(count) metres (50 m for
// 100 boids): set the camera's orthographic size to about that radius.
using UnityEngine;
using CrowdsAndFlocks;

public class Boids2DBehaviour : MonoBehaviour
{
    public GameObject boidPrefab;
    public int count = 500;
    public int seed = 1;

    Boids2D flock;
    Transform[] models;
    // Each model's heading about Z, in degrees (0 is +X).
    float[] heading;

    void Start()
    {
        flock = new Boids2D(count, (uint)seed);
        models = new Transform[count];
        heading = new float[count];
        for (int i = 0; i < count; i++)
        {
            models[i] = Instantiate(boidPrefab, transform).transform;
            heading[i] = Mathf.Atan2(flock.VY[i], flock.VX[i]) * Mathf.Rad2Deg;
        }
    }

    void FixedUpdate()
    {
        flock.Step();
    }

    void Update()
    {
        float turn = Boids2D.turnSpeed * Mathf.Rad2Deg * Time.deltaTime;
        for (int i = 0; i < count; i++)
        {
            Transform m = models[i];
            m.localPosition = new Vector3(flock.X[i], flock.Y[i], 0f);
            float vx = flock.VX[i], vy = flock.VY[i];
            if (vx * vx + vy * vy > 1e-6f) heading[i] = Mathf.MoveTowardsAngle(heading[i], Mathf.Atan2(vy, vx) * Mathf.Rad2Deg, turn);
            m.localRotation = Quaternion.Euler(0f, 0f, heading[i]);
        }
    }
}
