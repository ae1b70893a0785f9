import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Previous / next links that keep the current filters (shown only past one page). */
export function Pagination({
  page,
  pageCount,
  total,
  label,
}: {
  page: number;
  pageCount: number;
  total: number;
  label: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const link = (target: number, text: string, disabled: boolean) =>
    disabled ? (
      <span
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-50")}
        aria-disabled="true"
      >
        {text}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={buttonVariants({ variant: "outline", size: "sm" })} preventScrollReset>
        {text}
      </Link>
    );
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 pt-4 text-sm">
      {link(page - 1, "Previous", page <= 1)}
      <span>
        Page {page} of {pageCount} ({total} {label.toLowerCase()})
      </span>
      {link(page + 1, "Next", page >= pageCount)}
    </nav>
  );
}
