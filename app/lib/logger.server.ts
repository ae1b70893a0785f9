import { writeSync } from "node:fs";
import pino from "pino";
import { env } from "./env.server";

/**
 * JSON lines on stdout. Writes are asynchronous (lines written while a write is in flight go out
 * together, so a busy server makes one system call for many requests instead of one each), the
 * lines of one event-loop turn handed over together (linesPerTurn); pino flushes what is left
 * synchronously when the process exits.
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

/** An email address anywhere in a text. */
const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+/g;
/** Fields that hold a person's data or a secret, whatever the object they are in. */
const PERSONAL_FIELD = /^(e-?mail|name|first_?name|last_?name|phone|address|password|token|secret|image|ip_?address)$/i;

/** A text with every email address in it replaced by "[email]". */
export function redactText(text: string): string {
  return text.replace(EMAIL, "[email]");
}

/**
 * What another library hands its logger (better-auth: a message and any values, errors with the
 * failed query's parameters among them), made fit for ours: errors as safeError keeps them, email
 * addresses in any text replaced, personal fields and secrets dropped.
 */
export function redacted(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return redacted(safeError(value), depth);
  if (typeof value === "string") return redactText(value);
  if (!value || typeof value !== "object") return value;
  if (depth > 4) return "[…]";
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      PERSONAL_FIELD.test(key) ? "[redacted]" : redacted(item, depth + 1),
    ]),
  );
}

type Destination = ReturnType<typeof pino.destination>;

/**
 * Lines logged during one turn of the event loop reach the destination as one string when the
 * turn ends (setImmediate). A busy server logs a line per request, many per turn: handed to
 * sonic-boom one by one they cost ~2.5 µs of CPU a line (it measures its whole buffer again on
 * every line), together ~1 µs. Every line is still written, in order, with the time it was logged
 * at; pino's flush on exit (flushSync) writes the last turn's lines too.
 */
export function linesPerTurn(destination: Destination, fd: number): Destination {
  const write = destination.write.bind(destination);
  const flush = destination.flush.bind(destination);
  const flushSync = destination.flushSync.bind(destination);
  let pending: string[] = [];
  const take = () => {
    const lines = pending.length === 1 ? pending[0] : pending.join("");
    pending = [];
    return lines;
  };
  const handOver = () => {
    if (pending.length) write(take());
  };
  destination.write = (line: string) => {
    if (pending.push(line) === 1) setImmediate(handOver);
    return true;
  };
  destination.flush = (cb) => {
    handOver();
    flush(cb);
  };
  destination.flushSync = () => {
    flushSync();
    if (pending.length) writeSync(fd, take());
  };
  return destination;
}

/** The logger's options (logger.test.ts makes a logger of its own with them). */
export const loggerOptions = {
  level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "warn" : env.LOG_LEVEL,
  base: undefined,
  serializers: { err: safeError, error: safeError },
} satisfies pino.LoggerOptions;

const destination = linesPerTurn(pino.destination({ dest: 1, sync: false }), 1);

export const logger = pino(loggerOptions, destination);

/**
 * The line `logger.info({ method, path, status, ms, cache: "hit" }, "request")` writes, byte for
 * byte (logger.test.ts holds them equal), made without pino's generic serialisation: a
 * render-cache hit costs a few microseconds all told, and that serialisation was a large part.
 */
export function cacheHitLine(method: string, path: string, status: number, ms: number, time: number): string {
  return `{"level":30,"time":${time},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"cache":"hit","msg":"request"}\n`;
}

/** Logs a render-cache hit (server/start.ts) in the request log, in turn with every other line. */
export function logCacheHit(method: string, path: string, status: number, ms: number): void {
  if (logger.isLevelEnabled("info")) destination.write(cacheHitLine(method, path, status, ms, Date.now()));
}
