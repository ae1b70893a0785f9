import pino from "pino";
import { env } from "./env.server";

/**
 * JSON lines on stdout. Writes are asynchronous (lines written while a write is in flight go out
 * together, so a busy server makes one system call for many requests instead of one each); pino
 * flushes what is left synchronously when the process exits.
 */
export const logger = pino(
  {
    level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "warn" : env.LOG_LEVEL,
    base: undefined,
  },
  pino.destination({ dest: 1, sync: false }),
);
