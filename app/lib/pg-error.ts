/** The SQLSTATE code of a PostgreSQL error (also when wrapped by the driver or Drizzle). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` is PostgreSQL's refusal of a duplicate (23505), of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === "23505" && (!constraint || pgErrorConstraint(error) === constraint);
}

/** The constraint a PostgreSQL error names (a unique index, a foreign key), looking through wrapping errors. */
export function pgErrorConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
