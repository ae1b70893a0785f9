import pino from "pino";
import { describe, expect, it } from "vitest";
import { cacheHitLine, linesPerTurn, loggerOptions } from "~/lib/logger.server";

/** A stand-in for pino's destination that records what it is given. */
function recorder() {
  const writes: string[] = [];
  const flushed: string[] = [];
  const destination = {
    write: (s: string) => (writes.push(s), true),
    flush: (cb?: () => void) => (flushed.push("flush"), cb?.()),
    flushSync: () => void flushed.push("flushSync"),
  };
  return { writes, flushed, destination };
}

describe("linesPerTurn", () => {
  it("hands the lines of one event-loop turn to the destination as one write, in order", async () => {
    const { writes, destination } = recorder();
    const stream = linesPerTurn(destination as never, 1);
    stream.write("a\n");
    stream.write("b\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n"]);
    stream.write("c\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("writes what is pending when flushed, before the destination flushes", () => {
    const { writes, flushed, destination } = recorder();
    const stream = linesPerTurn(destination as never, 1);
    stream.write("a\n");
    stream.flush(() => flushed.push("done"));
    expect(writes).toEqual(["a\n"]);
    expect(flushed).toEqual(["flush", "done"]);
  });
});

describe("cacheHitLine", () => {
  it("is the line the logger writes for the same request, byte for byte", () => {
    const lines: string[] = [];
    const log = pino(
      { ...loggerOptions, level: "info", timestamp: () => `,"time":1767225600123` },
      { write: (line: string) => void lines.push(line) },
    );
    for (const [path, status, ms] of [
      ["/", 200, 0],
      ["/menu?week=0b0e6a8e-9a34-4c1e-8f43-1c6c8f1d2e3a", 304, 12],
    ] as const) {
      log.info({ method: "GET", path, status, ms, cache: "hit" }, "request");
      expect(cacheHitLine("GET", path, status, ms, 1767225600123)).toBe(lines.at(-1));
    }
  });
});
