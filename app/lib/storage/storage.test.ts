import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalStorage } from "./local.server";
import { createS3Storage, type S3StorageOptions } from "./s3.server";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";
import type { Storage } from "./storage";

let server: S3TestServer;
let s3: S3StorageOptions;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "dabba-storage-"));
  server = await startS3TestServer();
  s3 = server.options;
});

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

let run = 0;
const backends: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(join(dir, `local-${++run}`))],
  ["an S3 bucket", () => createS3Storage({ ...s3, prefix: `shop-${++run}` })],
];

describe.each(backends)("storage on %s", (_name, make) => {
  it("keeps a file and gives back the same bytes", async () => {
    const storage = make();
    const body = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put("menu-items/dal.webp", body);
    expect(await storage.get("menu-items/dal.webp")).toEqual(body);
    await storage.put("menu-items/dal.webp", Buffer.from("replaced"));
    expect((await storage.get("menu-items/dal.webp"))?.toString()).toBe("replaced");
  });

  it("answers null for a file that is not there or a key that is not valid", async () => {
    const storage = make();
    expect(await storage.get("menu-items/missing.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    await expect(storage.put("../outside.png", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
    await expect(storage.put("/absolute.png", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
  });

  it("lists only the files directly inside a folder", async () => {
    const storage = make();
    expect(await storage.list("team")).toEqual([]);
    for (const key of ["team/b.webp", "team/a.png", "team/old/c.webp", "teams/d.webp", "_variants/team/a.png/320.webp"])
      await storage.put(key, Buffer.from(key));
    expect(await storage.list("team")).toEqual(["team/a.png", "team/b.webp"]);
    expect(await storage.list("team/")).toEqual(["team/a.png", "team/b.webp"]);
    expect(await storage.list("_variants/team/a.png")).toEqual(["_variants/team/a.png/320.webp"]);
  });

  it("removes a file, and a folder with everything under it, but not its neighbours", async () => {
    const storage = make();
    const keys = ["site/a.png", "site/a.png2", "_variants/site/a.png/160.avif", "_variants/site/a.png/320.webp"];
    for (const key of keys) await storage.put(key, Buffer.from(key));

    await storage.remove("site/a.png");
    await storage.remove("_variants/site/a.png");
    await storage.remove("site/never-there.png");

    expect(await storage.get("site/a.png")).toBeNull();
    expect(await storage.list("_variants/site/a.png")).toEqual([]);
    expect(await storage.get("_variants/site/a.png/320.webp")).toBeNull();
    expect(await storage.list("site")).toEqual(["site/a.png2"]);
  });
});

describe("storage on an S3 bucket", () => {
  it("lists and removes folders holding more files than one page of a listing", async () => {
    const storage = createS3Storage({ ...s3, prefix: "many", listPageSize: 10 });
    const keys = Array.from({ length: 25 }, (_, i) => `_variants/big/${String(i).padStart(2, "0")}.webp`);
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from("x"))));
    await storage.put("_variants/big/nested/160.avif", Buffer.from("x"));
    expect(await storage.list("_variants/big")).toEqual(keys);
    await storage.remove("_variants/big");
    expect(await storage.list("_variants/big")).toEqual([]);
    expect(await storage.get("_variants/big/nested/160.avif")).toBeNull();
  });

  it("shares files between two instances configured with the same bucket", async () => {
    const first = createS3Storage({ ...s3, prefix: "shared" });
    const second = createS3Storage({ ...s3, prefix: "shared" });
    await first.put("team/cook.png", Buffer.from("uploaded on the first instance"));
    expect((await second.get("team/cook.png"))?.toString()).toBe("uploaded on the first instance");
    expect(await second.list("team")).toEqual(["team/cook.png"]);
    await second.remove("team/cook.png");
    expect(await first.get("team/cook.png")).toBeNull();
  });

  it("is what the app uses when S3_BUCKET is set", async () => {
    vi.resetModules();
    vi.stubEnv("S3_BUCKET", s3.bucket);
    vi.stubEnv("S3_ENDPOINT", s3.endpoint!);
    vi.stubEnv("S3_ACCESS_KEY_ID", s3.accessKeyId!);
    vi.stubEnv("S3_SECRET_ACCESS_KEY", s3.secretAccessKey!);
    vi.stubEnv("S3_PREFIX", "app");
    try {
      const { storage } = await import("~/lib/storage.server");
      await storage.put("menu-items/wired.png", Buffer.from("through the app's storage"));
      const direct = createS3Storage({ ...s3, prefix: "app" });
      expect((await direct.get("menu-items/wired.png"))?.toString()).toBe("through the app's storage");
      expect(await createLocalStorage(join(process.env.DATA_DIR!, "uploads")).get("menu-items/wired.png")).toBeNull();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
