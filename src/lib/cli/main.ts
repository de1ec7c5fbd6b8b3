/** Entry point of `npm run sim -- ...`: see run.ts (runCli) and help.ts (usage). */
import { runCli } from './run';

const code = await runCli(process.argv.slice(2), {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n')
});
process.exitCode = code;
