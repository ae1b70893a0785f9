import type * as React from "react";
import { cn } from "~/lib/utils";

/** What a back-office list says when it has nothing to show, in a dashed box. */
export function EmptyState({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <p
      className={cn("text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center", className)}
    >
      {children}
    </p>
  );
}
