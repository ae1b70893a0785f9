import { useEffect } from "react";
import { toast } from "sonner";

/** What admin actions answer: a toast to show, and field errors for the form that was sent. */
export interface ActionToast {
  type: "success" | "error";
  title: string;
  description?: string;
}
export interface AdminActionResult {
  toast?: ActionToast;
  ok?: boolean;
}

/** Shows the toast of an action's answer once (each answer is a new object). */
export function useActionToast(result: AdminActionResult | undefined | null) {
  useEffect(() => {
    const t = result?.toast;
    if (!t) return;
    if (t.type === "error") toast.error(t.title, { description: t.description });
    else toast.success(t.title, { description: t.description });
  }, [result]);
}
