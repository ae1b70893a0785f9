import type * as React from "react";
import { cn } from "~/lib/utils";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
