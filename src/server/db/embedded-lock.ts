import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the embedded database's lock file (`<dataDir>.lock`, holding the owner's
 * pid): two processes writing one PGlite directory would corrupt it, and PGlite
 * does not stop them itself. A lock left by a process that is gone (or by this
 * very pid, as when a container restarts as pid 1) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(`The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first.`);
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not take the lock ${file}.`);
}
