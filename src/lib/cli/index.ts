/** The command-line runner, importable for tests and scripts. */
export { runCli, type CliIO } from './run';
export { parseArgs, type CliArgs, DEFAULT_SECONDS } from './args';
export { buildConfig } from './config';
export { USAGE, listText, scenarioHelp } from './help';
export {
  TRAJECTORY_HEADER, TRAJECTORY_BUFFER_BYTES, TrajectoryWriter, TrajectoryFileError, framesEvery,
  type TrajectorySink, type TrajectoryTarget
} from './trajectories';
export { trajectoryFiles } from './files';
export { workOf, limitDuration, clockDuration, Progress, WORK_LIMIT_SECONDS, PROGRESS_ABOVE_SECONDS } from './work';
export { CliError, EXIT_OK, EXIT_USAGE, EXIT_BLOWUP } from './errors';
