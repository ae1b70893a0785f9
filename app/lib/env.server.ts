import proxyaddr from "proxy-addr";
import { z } from "zod";
import { DEMO_ADMIN_PASSWORD } from "./production-checks.server";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.pathname.replace(/\/$/, "") === "" &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !value.includes("?") &&
      !value.includes("#")
    );
  } catch {
    return false;
  }
}

function isProxyList(value: string): boolean {
  try {
    proxyaddr.compile(
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    );
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  /** The shop's public origin (https://shop.example): links, redirects and the origin forms must come from. */
  PUBLIC_URL: optional.refine((value) => value === undefined || isOrigin(value), {
    message: "must be an absolute http(s) URL with no path, query or fragment, e.g. https://shop.example",
  }),
  /**
   * The proxies in front of the app whose X-Forwarded-For is believed (comma-separated addresses,
   * CIDR ranges or proxy-addr's names: loopback, linklocal, uniquelocal). Unset: none.
   */
  TRUSTED_PROXIES: optional.refine((value) => value === undefined || isProxyList(value), {
    message:
      "must be comma-separated addresses, CIDR ranges or loopback, linklocal, uniquelocal, e.g. loopback,10.0.0.0/8",
  }),
  BETTER_AUTH_SECRET: optional,
  ADMIN_EMAIL: z.string().email().default("admin@dabba.local"),
  ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  /** Seconds before a failed email is tried again, doubling each time (about a day of retries). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** For tests: point the Stripe SDK at a local Stripe-shaped server (e.g. http://127.0.0.1:12111). */
  STRIPE_API_BASE: optional,
  /** SMS and WhatsApp through Twilio (decision 037): without the account and token both are off (messages are stored). */
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  /** The number SMS are sent from (E.164, or a Messaging Service's sender); unset: no SMS. */
  TWILIO_FROM: optional,
  /** The WhatsApp sender's number (E.164); unset: no WhatsApp. */
  TWILIO_WHATSAPP_FROM: optional,
  /** For tests: point the Twilio SDK at a local Twilio-shaped server (e.g. http://127.0.0.1:12112). */
  TWILIO_API_URL: optional.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: "must be an http(s) URL, e.g. http://127.0.0.1:12112",
  }),
  /** A postcodes.io instance for the round's positions (default https://api.postcodes.io; decision 041). */
  GEOCODER_URL: optional.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: "must be an http(s) URL, e.g. https://api.postcodes.io",
  }),
  /** An OSRM-compatible routing service whose /table gives the round's travel times (default: straight lines). */
  ROUTING_URL: optional.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: "must be an http(s) URL, e.g. http://127.0.0.1:5000",
  }),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (every instance shares it). */
  S3_BUCKET: optional,
  S3_REGION: optional.transform((value) => value ?? "us-east-1"),
  /** An S3-compatible server (MinIO, Cloudflare R2, …), e.g. http://127.0.0.1:9000; unset: AWS. */
  S3_ENDPOINT: optional.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: "must be an http(s) URL, e.g. https://<account>.r2.cloudflarestorage.com",
  }),
  /** Without both keys the AWS SDK's default chain is used (AWS_* variables, profile, instance role). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Bucket in the path rather than the host name; defaults to true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: optional.refine((value) => value === undefined || value === "true" || value === "false", {
    message: 'must be "true" or "false"',
  }),
  /** A folder inside the bucket for this shop's files, e.g. "dabba". */
  S3_PREFIX: optional,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seeds demo data on the first start of an empty database unless set to "false". */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    // Refused before anything starts, one line each (a stack trace would only hide them).
    if (process.env.NODE_ENV !== "test" && !process.env.VITEST) {
      for (const issue of issues) console.error(`Cannot start: ${issue}`);
      process.exit(1);
    }
    throw new Error(`Invalid environment variables: ${issues.join("; ")}`);
  }
  return parsed.data;
}

export const env = readEnv();

export function publicUrl(): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/**
 * The origins the browser may send forms from: PUBLIC_URL exactly when it is set; otherwise the
 * app on this machine, however it is addressed (localhost, 127.0.0.1, [::1]).
 */
export function trustedOrigins(): string[] {
  if (env.PUBLIC_URL) return [publicUrl()];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${env.PORT}`);
}

/**
 * The origin to send this request's browser back to (the return pages of a payment): PUBLIC_URL
 * when it is set; otherwise the request's own origin when it is one of trustedOrigins() (the app
 * opened at 127.0.0.1 comes back to 127.0.0.1, keeping its cookies), else publicUrl().
 */
export function requestOrigin(request: Request): string {
  if (env.PUBLIC_URL) return publicUrl();
  const origin = new URL(request.url).origin;
  return trustedOrigins().includes(origin) ? origin : publicUrl();
}

/** Without Stripe keys every payment goes through the built-in test provider. */
export function isTestPaymentMode(): boolean {
  return !env.STRIPE_SECRET_KEY;
}
