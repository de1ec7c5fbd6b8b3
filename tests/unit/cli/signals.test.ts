/**
 * An interrupted run (issue 21): SIGINT or SIGTERM stops the command-line runner after the frame it is writing; it
 * closes the trajectories file, says on stderr where it stopped and how much the file holds, and exits with 128 + the
 * signal's number. The runner is a real process here (node with tsx, as `npm run sim` runs it), signalled once its
 * run has started.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../claims/sources';

function interrupted(signal: 'SIGINT' | 'SIGTERM'): Promise<{ code: number | null; err: string; csv: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cf-signal-')), file = join(dir, 'out.csv');
  // A run of minutes: the note before the first step says it has started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/lib/cli/main.ts', '--scenario', 'corridor', '--set', 'N=300', '--seconds', '3000',
    '--trajectories', file, '--force'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '', sent = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`no answer to ${signal} in 60 s; stderr: ${err}`)); }, 60_000);
    child.stderr.on('data', (d) => {
      err += String(d);
      if (!sent && err.includes('note: this run should take')) {
        sent = true;
        setTimeout(() => child.kill(signal), 1500);
      }
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const csv = readFileSync(file, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, err, csv });
    });
  });
}

describe('an interrupted command-line run', () => {
  for (const [signal, exit] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal}: stops after a whole frame, closes the file, says where, exits ${exit}`, async () => {
      const { code, err, csv } = await interrupted(signal);
      expect(code).toBe(exit);
      const m = new RegExp(`stopped by ${signal} after (\\d+) of (\\d+) steps \\(t = ([\\d.]+) s of 3000 s\\); '.*out\\.csv' is closed and holds (\\d+) whole frames \\((\\d+) rows\\)`).exec(err);
      expect(m, err).not.toBeNull();
      const [, done, total, , frames, rows] = m!.map(Number);
      expect(done).toBeLessThan(total);
      expect(frames).toBeGreaterThan(0);
      // The file ends with a whole row, and holds exactly the rows it says: the header, then 300 a frame.
      expect(csv.endsWith('\n')).toBe(true);
      const lines = csv.trimEnd().split('\n');
      expect(lines.length - 1).toBe(rows);
      expect(rows).toBe(300 * frames);
      expect(lines.at(-1)!.split(',')).toHaveLength(7);
      expect(err).not.toMatch(/\n\s+at /);
    }, 90_000);
  }
});
