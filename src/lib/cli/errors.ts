/** Exit codes of the command-line runner, and the error that carries a usage problem to runCli. */
export const EXIT_OK = 0;
/** Unknown scenario, parameter, flag; malformed or out-of-range value; an unwritable output file; a run refused as too long. */
export const EXIT_USAGE = 2;
/** The integration blew up (NaN or runaway speed). */
export const EXIT_BLOWUP = 3;

/** Stopped by SIGINT or SIGTERM: 128 + the signal's number, as a shell reports a process the signal ended. */
export const EXIT_SIGNAL: Readonly<Record<'SIGINT' | 'SIGTERM', number>> = { SIGINT: 130, SIGTERM: 143 };

export class CliError extends Error {
  /** `usageHint`: follow the message with a pointer to --help (not for problems --help cannot solve). */
  constructor(message: string, readonly usageHint = true) {
    super(message);
    this.name = 'CliError';
  }
}
