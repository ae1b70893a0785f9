import { mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { logger } from "./logger.server";

/** A lock not refreshed for this long belongs to a process that is gone. */
const STALE_MS = 10_000;

/**
 * Takes an exclusive lock on a data directory: PGlite happily opens a directory that another
 * process already has open and then serves stale data, so a second opener must refuse. The lock
 * (proper-lockfile: an atomic mkdir, its time refreshed while we run) goes stale by age, never by
 * pid, so a crashed process's lock is taken over a few seconds later even if its pid was reused.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  let release: () => void;
  try {
    release = lockfile.lockSync(dir, {
      lockfilePath: join(dir, "data.lock"),
      stale: STALE_MS,
      update: STALE_MS / 2,
      realpath: false,
      onCompromised: (err) => logger.error({ err }, "the data directory's lock was lost"),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dir);
    throw error;
  }
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    try {
      release();
    } catch {
      // Already gone (the directory was removed): nothing to release.
    }
  };
  process.once("exit", releaseOnce);
  return releaseOnce;
}

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is already in use by another Dabba process. Stop that process first ` +
        `(a process that crashed frees it within ${STALE_MS / 1000} seconds), or start this one with a ` +
        `different DATA_DIR or a DATABASE_URL.`,
    );
    this.name = "DataDirLockedError";
  }
}
