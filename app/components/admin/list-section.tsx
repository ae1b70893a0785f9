import type * as React from "react";
import { HeadedSection } from "./headed-section";

/**
 * A tab's list beside its form: a section named by its heading, `title (count)`, then `empty`
 * when there is nothing to list, else `children` (the list).
 */
export function ListSection({
  title,
  count,
  empty,
  children,
  ...section
}: Omit<React.ComponentProps<typeof HeadedSection>, "title"> & {
  title: string;
  count: number;
  empty: React.ReactNode;
}) {
  return (
    <HeadedSection
      {...section}
      title={
        <>
          {`${title} (`}
          {count})
        </>
      }
    >
      {count === 0 ? empty : children}
    </HeadedSection>
  );
}
