import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { DEMO_ADMIN_PASSWORD } from "~/lib/production-checks.server";
import { ensureDemoData } from "./seed.server";

const saved = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, seed: env.SEED_DEMO };
afterEach(() => {
  Object.assign(env, { ADMIN_EMAIL: saved.email, ADMIN_PASSWORD: saved.password, SEED_DEMO: saved.seed });
  vi.restoreAllMocks();
});

/** What start-up logs while it makes the admin account of ADMIN_EMAIL / ADMIN_PASSWORD. */
async function startUpLog(email: string, password: string): Promise<string> {
  Object.assign(env, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, SEED_DEMO: "false" });
  const info = vi.spyOn(logger, "info").mockImplementation((() => {}) as never);
  await ensureDemoData();
  return JSON.stringify(info.mock.calls);
}

describe("the admin account at start-up", () => {
  it("is named without the owner's own password", async () => {
    const logged = await startUpLog("owner@shop.example", "Owner-Secret-Pass-9");
    expect(logged).toContain("Admin account: owner@shop.example");
    expect(logged).not.toContain("Owner-Secret-Pass-9");
  });

  it("shows the demo password, which is no secret", async () => {
    const logged = await startUpLog("demo-admin@shop.example", DEMO_ADMIN_PASSWORD);
    expect(logged).toContain(`demo-admin@shop.example / ${DEMO_ADMIN_PASSWORD}`);
  });
});
