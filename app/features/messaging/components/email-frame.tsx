import { cn } from "~/lib/utils";

/**
 * An email's HTML shown as its recipient sees it. sandbox="" runs no script, submits no form and
 * opens nothing: the HTML is only displayed.
 */
export function EmailFrame({ title, html, className }: { title: string; html: string; className: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className={cn("w-full rounded-xl border border-stone-200 bg-white", className)}
    />
  );
}
