import { data } from "react-router";
import type { ActionResult } from "./action-result";
import { isUniqueViolation, pgErrorCode } from "./pg-error";
import { logger } from "./logger.server";

/**
 * A failure the person acting can understand and fix ("This box is used by the order builder"):
 * its message is shown in the error toast. Any other error is logged and answered generically.
 */
export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Runs a write that a unique index guards (a name the owner gives, compared whatever its case): the
 * index refusing a duplicate is answered as a UserFacingError saying `message`.
 */
export async function refuseDuplicate<T>(constraint: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new UserFacingError(message);
    throw error;
  }
}

/** The change was made: a success toast (its title, or title and description), plus what the action adds. */
export function succeeded<E extends object = object>(
  toast: string | { title: string; description?: string },
  extra?: E,
): ActionResult<E> {
  return {
    ...(extra as E),
    ok: true,
    toast: { type: "success", ...(typeof toast === "string" ? { title: toast } : toast) },
  };
}

/** The change was refused: an error toast with the HTTP status (400 unless said), plus extras. */
export function failed<E extends object = object>(
  title: string,
  { description, status = 400, ...extra }: { description?: string; status?: number } & Partial<ActionResult<E>> = {},
) {
  return data({ ...extra, toast: { type: "error", title, description } } as ActionResult<E>, { status });
}

/**
 * What PostgreSQL refuses of the input itself (a malformed id, a number out of range, a text too
 * long for its column or not valid text, an id naming no row: no foreign key restricts a delete,
 * so 23503 is only ever a write naming something that does not exist): the sender's mistake,
 * answered 400, never a server error.
 */
const BAD_INPUT: Record<string, string> = {
  "23503": "Something the form names no longer exists. Please reload the page and try again.",
  "22P02": "Some of the values sent are not in the expected format.",
  "22003": "A number sent is too large.",
  "22001": "A text sent is too long.",
  "22021": "A text sent contains characters that are not allowed.",
  "22008": "A date or time sent is not valid.",
  "22007": "A date or time sent is not valid.",
};

/**
 * Runs a write and answers it: `onDone` builds the answer (`succeeded`, or `failed` for an
 * outcome the work reports, such as nothing found); a UserFacingError becomes an error toast
 * titled `failure` with its message; input PostgreSQL refuses (BAD_INPUT) answers 400; anything else
 * is logged and answered 500 (with `extra`'s
 * description, if any). `extra` is added to both failures.
 */
export async function attempt<T, E extends object = object>(
  failure: string,
  work: () => Promise<T>,
  onDone: (value: T) => ActionResult<E> | ReturnType<typeof failed<E>>,
  extra: { description?: string } & Partial<ActionResult<E>> = {},
) {
  try {
    return onDone(await work());
  } catch (error) {
    if (error instanceof UserFacingError)
      return failed<E>(failure, { ...extra, description: error.message, status: error.status });
    const refused = BAD_INPUT[pgErrorCode(error) ?? ""];
    if (refused) return failed<E>(failure, { ...extra, description: refused, status: 400 });
    logger.error({ err: error }, failure);
    return failed<E>(failure, { ...extra, status: 500 });
  }
}
