import type * as React from "react";

/**
 * A section of an admin page named by its heading: an h2 (`id`, `title`, by default in the
 * large semibold type; `headingClassName` otherwise), then `children`.
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = "text-lg font-semibold",
  children,
}: {
  id: string;
  title: React.ReactNode;
  className: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
