import { mkdirSync, mkdtempSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

describe("the data directory lock", () => {
  it("refuses a second opener while the first holds it, and is free once released", () => {
    const dir = mkdtempSync(join(tmpdir(), "dabba-lock-"));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock left by a crashed process once stale: no pid is read, so a reused pid cannot block", () => {
    const dir = mkdtempSync(join(tmpdir(), "dabba-lock-"));
    const left = join(dir, "data.lock");
    mkdirSync(left);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(left, longAgo, longAgo);
    // Left a moment ago, it is still someone's.
    const now = new Date();
    const release = lockDataDir(dir);
    release();
    mkdirSync(left);
    utimesSync(left, now, now);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
