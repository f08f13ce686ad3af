import fs from 'node:fs';
import path from 'node:path';

// PGlite writes no real pid into postmaster.pid, so two processes on one data directory
// would silently corrupt it. This lock file holds our pid; a lock whose pid is gone is stale.

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The process holding the lock, when known. */
    readonly holder?: number,
  ) {
    super(message);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'mesc.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another MESC process (pid ${holder}) is already using the embedded database in ${dataDir}; stop it first or set DATA_DIR to another folder.`,
          holder,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
