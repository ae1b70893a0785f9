import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/lib/toast";

import type { ActionResult } from "~/lib/action-result";

/** What admin actions answer: a toast to show, and whether the change was made. */
export type AdminActionResult = Pick<ActionResult, "ok" | "toast">;

type FetcherLike<T> = { state: string; data?: T };

function isFetcher<T>(value: unknown): value is FetcherLike<T> {
  return typeof value === "object" && value !== null && "state" in value && "submit" in value;
}

/**
 * Runs `onResult` once for each new answer of a fetcher, when it has settled. An answer already
 * there when the component mounts (a keyed fetcher's last result) is not replayed.
 */
export function useFetcherResult<T>(fetcher: FetcherLike<T>, onResult: (data: T) => void) {
  const handled = useRef(fetcher.data);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

function show(result: AdminActionResult | null | undefined) {
  const t = result?.toast;
  if (!t) return;
  showToast(t);
}

/**
 * Shows the toast of each new action answer once. Pass a fetcher (preferred: an answer a keyed
 * fetcher already had at mount is not shown again) or an answer object (actionData, fetcher.data).
 */
export function useActionToast(source: FetcherLike<AdminActionResult | null> | AdminActionResult | null | undefined) {
  const fetcher = isFetcher<AdminActionResult | null>(source)
    ? source
    : { state: "idle", data: source as AdminActionResult | null | undefined };
  useFetcherResult(fetcher, show);
}

/**
 * The fetcher of an add-or-edit form: its answers are shown as toasts, and `onSaved` runs when an
 * answer says the change was made (`saved`; by default, its `ok`).
 */
export function useSavingFetcher<T extends AdminActionResult>(
  onSaved: () => void,
  saved: (result: T) => boolean = (result) => Boolean(result.ok),
) {
  const fetcher = useFetcher<T>();
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (saved(result as T)) onSaved();
  });
  return fetcher;
}
