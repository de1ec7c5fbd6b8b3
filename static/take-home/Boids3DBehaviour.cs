// Puts the Boids3D flock on the screen in Unity: one model per boid, moved to the boid's position and turned toward
// its velocity (the article's step 1), the drawn model apart from the simulated point (its step 14).
// Add this component to an empty GameObject and give it a prefab with its nose along +Z (a cone, say).
// The flock steps in FixedUpdate, on Unity's default fixed step of 0.02 s, which is the flock's DT.
using UnityEngine;
using CrowdsAndFlocks;

public class Boids3DBehaviour : MonoBehaviour
{
    public GameObject boidPrefab;
    public int count = 500;
    public int seed = 1;

    Boids3D flock;
    Transform[] models;

    void Start()
    {
        flock = new Boids3D(count, (uint)seed);
        models = new Transform[count];
        for (int i = 0; i < count; i++) models[i] = Instantiate(boidPrefab, transform).transform;
    }

    void FixedUpdate()
    {
        flock.Step();
    }

    void Update()
    {
        float turn = Boids3D.turnSpeed * Time.deltaTime;
        for (int i = 0; i < count; i++)
        {
            Transform m = models[i];
            m.localPosition = new Vector3(flock.X[i], flock.Y[i], flock.Z[i]);
            Vector3 v = new Vector3(flock.VX[i], flock.VY[i], flock.VZ[i]);
            if (v.sqrMagnitude > 1e-6f) m.forward = Vector3.RotateTowards(m.forward, v, turn, 0f);
        }
    }
}
