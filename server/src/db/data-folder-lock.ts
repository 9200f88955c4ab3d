import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file in an embedded database's folder that says which process has it open (decision 069). */
export const LOCK_FILE_NAME = 'tradespace.lock';

/** The embedded database's folder is open in another live process; the start must stop, with this sentence. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Tradespace process (pid ${pid}). ` +
        'Stop it, or run several processes on one PostgreSQL server with DATABASE_URL.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  /** Removes the lock file (only while it is still this process's). */
  release: () => void;
}

/** Lock files this process holds right now: a file with our own pid that is not here is a previous life's. */
const heldHere = new Set<string>();
let exitHookInstalled = false;

/**
 * Claims `dataDir` for this process: creates `tradespace.lock` atomically (`wx`) holding the pid. A lock
 * whose process is gone (killed, crashed, machine restarted) is taken over; a live one is refused with
 * DataFolderInUseError. Released by `release()` and, failing that, when the process exits.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  // a stale lock may be taken over by a racing process between our read and our retry: try a few times
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path)) {
      heldHere.add(path);
      installExitHook();
      return { release: () => release(path) };
    }
    const holder = readPid(path) ?? readPidAfterAMoment(path);
    if (holder !== null && isAlive(holder, path)) throw new DataFolderInUseError(dataDir, holder);
    removeIfHeldBy(path, holder);
  }
  throw new DataFolderInUseError(dataDir, readPid(path) ?? 0);
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The pid in the file; null when it is gone or unreadable (a process that died between create and write). */
function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** An empty file may be one another process has just created and not yet written: look again shortly. */
function readPidAfterAMoment(path: string): number | null {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  return readPid(path);
}

function isAlive(pid: number, path: string): boolean {
  // our own pid in a file we did not create: a container restarted with the same pid
  if (pid === process.pid) return heldHere.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function removeIfHeldBy(path: string, pid: number | null): void {
  if (readPid(path) !== pid) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function release(path: string): void {
  if (!heldHere.delete(path)) return;
  removeIfHeldBy(path, process.pid);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of [...heldHere]) release(path);
  });
}
