import type * as React from "react";

/** The frame of the static text pages (privacy, terms, data deletion). */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      {updated ? <p className="text-muted mt-2 text-sm">{updated}</p> : null}
      <div className="[&_p_a]:text-brand-700 [&_li_a]:text-brand-700 mt-8 flex flex-col gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_li_a]:font-semibold [&_li_a]:underline [&_p_a]:font-semibold [&_p_a]:underline [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </main>
  );
}
