import type * as React from "react";
import { cn } from "~/lib/utils";

/** A styled native <select>: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn("ui-select", className)} {...props} />;
}
