// Puts the Crowd on the screen in Unity (2-D, as article A): one model per agent, moved to the agent's position on
// the x-y plane. Add this component to an empty GameObject and give it a prefab (a circle sprite 1 m across, say).
// The crowd steps in FixedUpdate, on Unity's default fixed step of 0.02 s, which is the crowd's DT.
using UnityEngine;
using CrowdsAndFlocks;

public class CrowdBehaviour : MonoBehaviour
{
    public GameObject agentPrefab;
    public int count = 50;
    public int seed = 1;
    public float spawnRadius = Crowd.defaultSpawnRadius;
    public float targetRadius = Crowd.defaultTargetRadius;

    Crowd crowd;
    Transform[] models;

    void Start()
    {
        crowd = new Crowd(count, (uint)seed, spawnRadius, targetRadius);
        models = new Transform[count];
        for (int i = 0; i < count; i++) models[i] = Instantiate(agentPrefab, transform).transform;
    }

    void FixedUpdate()
    {
        crowd.Step();
    }

    void Update()
    {
        for (int i = 0; i < count; i++) models[i].localPosition = new Vector3(crowd.X[i], crowd.Y[i], 0f);
    }
}
