import pino from "pino";
import { env } from "./env.server";

/**
 * JSON lines on stdout. Writes are asynchronous (lines written while a write is in flight go out
 * together, so a busy server makes one system call for many requests instead of one each); pino
 * flushes what is left synchronously when the process exits.
 */
/** What a database error may carry of the data it was given: never written to the log. */
const DATA_FIELDS = ["params", "parameters", "detail", "where", "internalQuery", "client", "queryOptions"];

type Serialized = Record<string, unknown> & { message?: string; cause?: unknown };

/**
 * Errors as pino writes them, less the customer data a failed query carries: drizzle's "params:"
 * line, PostgreSQL's "Failing row contains (…)" detail, the connection object.
 */
export function safeError(err: unknown): Serialized {
  const out = pino.stdSerializers.err(err as Error) as unknown as Serialized;
  for (const field of DATA_FIELDS) delete out[field];
  if (typeof out.message === "string") out.message = out.message.replace(/\nparams: [\s\S]*$/, "");
  if (typeof out.stack === "string") out.stack = out.stack.replace(/\nparams: [^\n]*/, "");
  if (out.cause && typeof out.cause === "object") out.cause = safeError(out.cause);
  return out;
}

export const logger = pino(
  {
    level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "warn" : env.LOG_LEVEL,
    base: undefined,
    serializers: { err: safeError, error: safeError },
  },
  pino.destination({ dest: 1, sync: false }),
);
