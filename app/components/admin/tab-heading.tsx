import type * as React from "react";
import { cn } from "~/lib/utils";

/** The page heading of an admin tab (the one h1 of the page) with optional actions. */
export function TabHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="text-muted mt-1 text-sm">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * An admin tab's page: the main landmark (`className`: its width and layout), the tab's heading
 * (`title`, `description`, `actions`), then `children`.
 */
export function TabPage({
  title,
  description,
  actions,
  className = "max-w-7xl",
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className={cn("mx-auto px-4 py-8", className)}>
      <TabHeading title={title} description={description}>
        {actions}
      </TabHeading>
      {children}
    </main>
  );
}
