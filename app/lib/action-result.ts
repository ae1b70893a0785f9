import type { SubmissionResult } from "@conform-to/react";

/** A toast an action asks the page to show. */
export interface ActionToast {
  type: "success" | "error";
  title: string;
  description?: string;
}

/**
 * What a form action answers: whether the change was made, a toast to show, and conform's
 * field-by-field result; `E` adds what a particular action returns beside them.
 */
export type ActionResult<E extends object = object> = {
  ok?: boolean;
  toast?: ActionToast;
  result?: SubmissionResult<string[]>;
} & E;
