import { inspect } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { authHandler } from "./auth-endpoint.server";
import { signInWithEmail, signUpWithEmail } from "./login.server";

/** Every line written through our logger or straight to the console while a test runs. */
function captureLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(inspect(args, { depth: 8 }));
  for (const level of ["trace", "debug", "info", "warn", "error", "fatal"] as const)
    vi.spyOn(logger, level).mockImplementation(record as never);
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation(record);
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const browser = () => new Request("http://localhost:3000/login", { method: "POST" });

describe("signing up and in leaves no customer's name or email in the log", () => {
  it("sign-up, a second sign-up, wrong and unknown sign-ins, and a sign-up the database refuses", async () => {
    const email = `asha.secretmail-${Date.now()}@example.com`;
    const lines = captureLog();
    await signUpWithEmail(browser(), {
      email,
      password: "correct-horse-42",
      firstName: "Asha",
      lastName: "Secretname",
    });
    await signUpWithEmail(browser(), {
      email,
      password: "correct-horse-42",
      firstName: "Asha",
      lastName: "Secretname",
    });
    await signInWithEmail(browser(), { email, password: "wrong-password-1" }, "192.0.2.51");
    await signInWithEmail(browser(), { email: `nobody.secretmail@example.com`, password: "x-x-x-x-x" }, "192.0.2.52");
    // A name PostgreSQL cannot store (sent straight to better-auth's endpoint): its insert fails,
    // and better-auth logs the failed query, whose parameters are the customer's name and email.
    const refused = await authHandler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({
          email: `nul.secretmail-${Date.now()}@example.com`,
          password: "correct-horse-42",
          name: "Nul\u0000Secretname",
        }),
      }),
      "192.0.2.53",
    );
    expect(refused.status).toBe(422);

    // better-auth's lines reach our log (its failed sign-up among them), without the person.
    expect(lines.some((line) => line.includes("Failed to create user"))).toBe(true);
    expect(lines.filter((line) => /secretmail|Secretname/i.test(line))).toEqual([]);
  });
});
