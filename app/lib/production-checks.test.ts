import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, deploymentProblems } from "./production-checks.server";

const deployed = {
  NODE_ENV: "production" as const,
  PUBLIC_URL: "https://shop.example",
  ADMIN_PASSWORD: "a-password-of-our-own",
  BETTER_AUTH_SECRET: "0123456789abcdef0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("start-up checks of a deployed shop", () => {
  it("accept a deployment with its own admin password, an auth secret and Stripe's webhook secret", () => {
    expect(deploymentProblems(deployed)).toEqual([]);
  });

  it("refuse the demo admin password, a missing or short auth secret, Stripe without its webhook secret", () => {
    expect(deploymentProblems({ ...deployed, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is the demo password/),
    ]);
    expect(deploymentProblems({ ...deployed, BETTER_AUTH_SECRET: undefined })).toEqual([
      expect.stringMatching(/^BETTER_AUTH_SECRET must be set/),
    ]);
    expect(deploymentProblems({ ...deployed, BETTER_AUTH_SECRET: "short" })).toHaveLength(1);
    expect(deploymentProblems({ ...deployed, STRIPE_WEBHOOK_SECRET: undefined })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET must be set/),
    ]);
  });

  it("never apply to npm start on this machine (production at http://localhost) or to development", () => {
    const local = {
      NODE_ENV: "production" as const,
      PUBLIC_URL: undefined,
      ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
      BETTER_AUTH_SECRET: undefined,
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: undefined,
    };
    expect(deploymentProblems(local)).toEqual([]);
    expect(deploymentProblems({ ...local, PUBLIC_URL: "http://localhost:3000" })).toEqual([]);
    expect(deploymentProblems({ ...deployed, NODE_ENV: "development", ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toEqual(
      [],
    );
  });

  it("a malformed PUBLIC_URL stops the process at once with one line", () => {
    const run = (publicUrl: string) =>
      spawnSync("node_modules/.bin/tsx", ["-e", 'import("./app/lib/env.server.ts")'], {
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production", VITEST: "", PUBLIC_URL: publicUrl },
      });
    const refused = run("shop.example/path");
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "Cannot start: PUBLIC_URL must be an absolute http(s) URL with no path, query or fragment, e.g. https://shop.example",
    );
    expect(run("https://shop.example/").status).toBe(0);
  });
});
