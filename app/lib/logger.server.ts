import pino from "pino";
import { env } from "./env.server";

export const logger = pino({
  level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "warn" : env.LOG_LEVEL,
  base: undefined,
});
