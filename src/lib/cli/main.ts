/** Entry point of `npm run sim -- ...`: see run.ts (runCli) and help.ts (usage). */
import { runCli } from './run';

// SIGINT or SIGTERM asks the run to stop after the frame it is writing (it closes its file and says where it
// stopped); a second one ends the process at once.
let stopSignal: 'SIGINT' | 'SIGTERM' | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopSignal) process.exit(signal === 'SIGINT' ? 130 : 143);
    stopSignal = signal;
  });
}

const code = await runCli(process.argv.slice(2), {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n'),
  stopSignal: () => stopSignal
});
process.exitCode = code;
