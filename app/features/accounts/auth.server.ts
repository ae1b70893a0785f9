import { and, eq, isNotNull } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { account, session, user, verification } from "~/db/schema/auth";
import { getBusinessSettings } from "~/features/settings/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { db } from "~/lib/db.server";
import { env, publicUrl, trustedOrigins } from "~/lib/env.server";
import { logger, redacted, redactText } from "~/lib/logger.server";
import { sendEmail } from "~/lib/mailer.server";
import { consumeRateLimit, rateLimitStep } from "~/lib/rate-limit.server";
import { accountInputProblem, CHECKED_AUTH_PATHS } from "./account-input";

/** The auth secret: from the environment, or generated once and kept in the data directory. */
function authSecret(): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  if (env.NODE_ENV === "production") logger.warn("BETTER_AUTH_SECRET is not set: generated one in the data directory");
  return secret;
}

export const socialProviders = {
  google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
};

async function mail(
  to: string,
  kind: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  button: { label: string; url: string },
) {
  const settings = await getBusinessSettings();
  const { html, text } = renderEmail(settings.businessName, { heading, paragraphs, button });
  await sendEmail({ to, subject, html, text, kind });
}

/**
 * Mails sent because of what someone typed into a form (a sign-in of an unverified account, a
 * sign-up with a taken address): at most one of a kind per account in `windowSeconds`, so the
 * forms cannot be used to flood an inbox.
 */
function mailAllowed(kind: string, userId: string, windowSeconds: number) {
  return consumeRateLimit(`mail:${kind}:${userId}`, 1, windowSeconds);
}

/**
 * Sign-in, sign-up and password-reset requests: limited per client address and per account by
 * auth-endpoint.server.ts (AUTH_SIGN_IN_LIMIT a minute), for the login forms and /api/auth alike;
 * better-auth's own limiter leaves them alone.
 */
export const LIMITED_AUTH_PATHS = ["/sign-in/email", "/sign-up/email", "/request-password-reset"] as const;

export const auth = betterAuth({
  baseURL: publicUrl(),
  basePath: "/api/auth",
  secret: authSecret(),
  trustedOrigins: trustedOrigins(),
  database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
  emailAndPassword: {
    enabled: true,
    requireEmailVerification: true,
    minPasswordLength: 8,
    resetPasswordTokenExpiresIn: 60 * 60,
    revokeSessionsOnPasswordReset: true,
    // A sign-up with a taken address answers like a new one (nothing to learn about who has an
    // account); the holder is told by mail instead, and nothing is created or changed.
    onExistingUserSignUp: async ({ user: u }) => {
      if (!(await mailAllowed("existing-sign-up", u.id, 60 * 60))) return;
      await mail(
        u.email,
        "existing-sign-up",
        "Someone tried to sign up with your email address",
        "You already have an account",
        [
          "Someone (hopefully you) tried to create an account with this email address, which already has one. Nothing has been changed.",
          `Log in with your password. Forgotten it? Choose a new one here: ${publicUrl()}/forgot-password`,
          "If it was not you, you can ignore this email.",
        ],
        { label: "Log in", url: `${publicUrl()}/login` },
      );
    },
    sendResetPassword: async ({ user: u, url }) => {
      // Accounts made for guests after checkout have no password yet: they get "set", not "reset".
      const [credential] = await db
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, u.id), eq(account.providerId, "credential"), isNotNull(account.password)));
      if (!credential) {
        await mail(
          u.email,
          "password-reset",
          "Set the password of your new account",
          "Welcome! Choose your password",
          [
            "Your account has been created with this email address, and your orders are attached to it.",
            "Choose a password to log in. The link works once and expires in one hour.",
          ],
          { label: "Choose my password", url },
        );
        return;
      }
      await mail(
        u.email,
        "password-reset",
        "Reset your password",
        "Reset your password",
        [
          "Someone (hopefully you) asked to reset the password of your account.",
          "The link works once and expires in one hour. If you did not ask for it, ignore this email.",
        ],
        { label: "Choose a new password", url },
      );
    },
  },
  emailVerification: {
    sendOnSignUp: true,
    // Signing in (with the right password) to an unverified account mails a fresh link.
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    expiresIn: 60 * 60 * 24,
    sendVerificationEmail: async ({ user: u, url }) => {
      if (!(await mailAllowed("verification", u.id, 60))) return;
      await mail(
        u.email,
        "verification",
        "Verify your email address",
        "Welcome! Please verify your email",
        ["Thanks for creating an account. Confirm your email address to sign in and order."],
        { label: "Verify my email", url },
      );
    },
  },
  socialProviders: {
    ...(socialProviders.google
      ? { google: { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! } }
      : {}),
    ...(socialProviders.facebook
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID!, clientSecret: env.FACEBOOK_CLIENT_SECRET! } }
      : {}),
  },
  plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  // A browser can post to /api/auth directly: what it sends is held to our forms' limits there too.
  hooks: {
    before: createAuthMiddleware(async (ctx) => {
      if (!CHECKED_AUTH_PATHS.has(ctx.path)) return;
      const problem = accountInputProblem(ctx.body);
      if (problem) throw new APIError("BAD_REQUEST", { message: problem });
    }),
  },
  // better-auth's per-address limits of its other endpoints (200 a minute; its stricter defaults for
  // social sign-in, verification mails…) are counted in the database too (rate_limits, keys
  // "better-auth:…"), so every instance shares them.
  rateLimit: {
    enabled: true,
    window: 60,
    max: 200,
    customStorage: { consume: (key, rule) => rateLimitStep(`better-auth:${key}`, rule.max, rule.window) },
    customRules: Object.fromEntries(LIMITED_AUTH_PATHS.map((path) => [path, false])),
  },
  // The client's address as the server resolved it through trusted proxies (server/proxy.ts), set
  // by callAuthEndpoint and the /api/auth route; a browser's X-Forwarded-For is never read.
  // Origins are checked in tests too (better-auth skips them when it detects a test run), so the
  // tests see what a browser sees.
  advanced: { ipAddress: { ipAddressHeaders: ["x-dabba-client-ip"] }, disableOriginCheck: false },
  // better-auth's own lines go into our log (never straight to the console): its warnings and
  // errors (its default level), emails and personal fields taken out (a failed sign-up hands over
  // the insert with the customer's name and email). No `level` is set: with one, better-auth also
  // prints every refused request's message to the console itself.
  logger: {
    log: (level, message, ...args) =>
      logger[level]({ library: "better-auth", details: redacted(args) }, redactText(message)),
  },
});

export type AuthSession = typeof auth.$Infer.Session;
