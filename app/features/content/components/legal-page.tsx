import type * as React from "react";

/** The frame of the static text pages (privacy, terms, data deletion). */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-muted">{updated}</p> : null}
      <div className="mt-8 flex flex-col gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_p_a]:font-semibold [&_p_a]:text-brand-700 [&_p_a]:underline [&_li_a]:font-semibold [&_li_a]:text-brand-700 [&_li_a]:underline">
        {children}
      </div>
    </main>
  );
}
