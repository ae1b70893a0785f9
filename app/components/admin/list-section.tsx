import type * as React from "react";

/**
 * A tab's list beside its form: a section named by its heading, `title (count)`, then `empty`
 * when there is nothing to list, else `children` (the list).
 */
export function ListSection({
  id,
  title,
  count,
  className,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  className: string;
  empty: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title} ({count})
      </h2>
      {count === 0 ? empty : children}
    </section>
  );
}
