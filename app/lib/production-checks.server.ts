import type { Env } from "./env.server";

/** The demo admin's password, printed at the first start: never the password of a live shop. */
export const DEMO_ADMIN_PASSWORD = "dabba-admin-2026";

/** Deployed: running in production at a public https address (not `npm start` on this machine). */
export function isDeployed(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">): boolean {
  return env.NODE_ENV === "production" && Boolean(env.PUBLIC_URL?.startsWith("https://"));
}

/**
 * What makes a deployed shop unsafe to start, one line each (empty when fine, and always empty
 * on this machine's local default).
 */
export function deploymentProblems(
  env: Pick<
    Env,
    "NODE_ENV" | "PUBLIC_URL" | "ADMIN_PASSWORD" | "BETTER_AUTH_SECRET" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET"
  >,
): string[] {
  if (!isDeployed(env)) return [];
  const problems: string[] = [];
  if (env.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD)
    problems.push("ADMIN_PASSWORD is the demo password: set a password of your own for the admin account.");
  if (!env.BETTER_AUTH_SECRET || env.BETTER_AUTH_SECRET.length < 32)
    problems.push(
      "BETTER_AUTH_SECRET must be set to a random secret of at least 32 characters (openssl rand -hex 32).",
    );
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it Stripe's payment confirmations are refused.",
    );
  return problems;
}
