import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another server process (pid ${pid}) is already using the embedded database in ${dataDir}. ` +
        'Stop that process, or start this one with a different DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite is a single-process database: two servers writing one folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
