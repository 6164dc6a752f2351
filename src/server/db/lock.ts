import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The embedded database allows one process per folder: refuse to start twice, clean up a stale lock. */
export function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(
        `Another server (pid ${pid}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
