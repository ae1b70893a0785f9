import type * as React from "react";
import { cn } from "~/lib/utils";

/** A styled native <select>: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "text-ink focus-visible:outline-brand-600 flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base focus-visible:outline-2 disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
