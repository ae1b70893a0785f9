import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { createApp } from "./create-app";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the request log", () => {
  it("keeps no secret that travels in a path, and no query", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation((() => {}) as never);
    const app = createApp({ handleRequest: async () => new Response("ok"), publicOrigin: "http://localhost:3000" });
    for (const path of [
      "/api/auth/reset-password/Tok3nSecret?callbackURL=%2Freset-password",
      "/pay/test/cs_test_Sess10nSecret",
      "/reset-password?token=Tok3nSecret",
      "/menu",
    ])
      await app.request(path);
    const paths = info.mock.calls.map(([fields]) => (fields as { path?: string }).path);
    expect(paths).toEqual(["/api/auth/reset-password/[secret]", "/pay/test/[secret]", "/reset-password", "/menu"]);
  });
});
