/**
 * Trajectory files on the local file system (Node only; trajectories.ts itself stays platform-neutral).
 *
 * Writes are synchronous, to a file descriptor. The simulation loop is synchronous and CPU-bound, so a blocking
 * write is back-pressure for free: the loop cannot outrun the disk, nothing queues up in memory, and the writer's
 * one buffer is reusable as soon as write() returns. An error (disk full, quota) surfaces at the write that hit it,
 * where the runner can say how far the file got. A stream would need the loop to await 'drain' on every full
 * buffer to keep memory bounded — an await in the hot loop for no gain, since there is nothing else to do while
 * the disk catches up. Each write carries 64 KiB (TRAJECTORY_BUFFER_BYTES), so the system calls cost little next
 * to formatting the rows.
 */
import { accessSync, closeSync, constants, openSync, statSync, writeSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { TrajectoryFileError, type TrajectorySink, type TrajectoryTarget } from './trajectories';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is too large',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many levels of symbolic links',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EIO: 'input/output error',
  EBUSY: 'the file is busy',
  ETXTBSY: 'the file is busy'
};

function codeOf(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

/** A system error as a few plain words ("permission denied"), with its code for anything unusual. */
function reasonOf(e: unknown): string {
  const code = codeOf(e);
  if (code && REASONS[code]) return REASONS[code];
  return e instanceof Error ? e.message : String(e);
}

/** Checks, without creating or truncating anything, that `path` names a file that can be written. */
function check(path: string): void {
  const fail = (reason: string): never => { throw new TrajectoryFileError(path, reason); };
  if (/[/\\]$/.test(path) || path === '.' || path === '..') fail('that names a directory; give a file name, e.g. out.csv');
  let st: Stats | undefined;
  try {
    st = statSync(path);
  } catch (e) {
    const code = codeOf(e);
    if (code !== 'ENOENT' && code !== 'ENOTDIR') fail(reasonOf(e));
  }
  if (st) {
    if (st.isDirectory()) fail('it is a directory');
    try { accessSync(path, constants.W_OK); } catch (e) { fail(reasonOf(e)); }
    return;
  }
  // A new file: its directory must exist, be a directory, and let us create files in it.
  const dir = dirname(path);
  let ds: Stats | undefined;
  try {
    ds = statSync(dir);
  } catch (e) {
    fail(codeOf(e) === 'ENOENT' ? `directory '${dir}' does not exist` : `${reasonOf(e)} ('${dir}')`);
  }
  if (!ds!.isDirectory()) fail(`'${dir}' is not a directory`);
  try { accessSync(dir, constants.W_OK); } catch { fail(`permission denied (cannot create a file in '${dir}')`); }
}

/** Creates or truncates `path`; the sink writes every chunk completely before returning. */
function open(path: string): TrajectorySink {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new TrajectoryFileError(path, reasonOf(e));
  }
  let closed = false;
  return {
    write(chunk: Uint8Array): void {
      try {
        for (let off = 0; off < chunk.length; ) off += writeSync(fd, chunk, off, chunk.length - off);
      } catch (e) {
        throw new TrajectoryFileError(path, reasonOf(e));
      }
    },
    close(): void {
      if (closed) return;
      closed = true;
      try { closeSync(fd); } catch (e) { throw new TrajectoryFileError(path, reasonOf(e)); }
    }
  };
}

export const trajectoryFiles: TrajectoryTarget = { check, open };
