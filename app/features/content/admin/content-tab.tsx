import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { TabPage } from "~/components/admin/tab-heading";
import { Button } from "~/components/ui/button";
import type { ContentActionResult, loadContentTab } from "./content.server";
import { ContentEntryRow } from "./content-entry-row";
import { SectionImageUpload } from "./section-image-upload";

type ContentTabData = Awaited<ReturnType<typeof loadContentTab>>;
type ContentSection = ContentTabData["sections"][number];

export function ContentTab({ sections }: ContentTabData) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // Deletes are sent by entries and images; the answers are shown here, as those disappear.
  useActionToast(useFetcher<ContentActionResult>({ key: "content-delete" }));
  useActionToast(useFetcher<ContentActionResult>({ key: "content-image-delete" }));
  return (
    <TabPage
      title="Website Content Management"
      description="The texts and section images of the public site. Changes show on the next page load."
      className="max-w-6xl"
    >
      <SectionImageUpload sections={sections.map((s) => ({ value: s.section, label: s.title }))} />
      <div className="flex flex-col gap-6">
        {sections.map((section) => (
          <SectionCard key={section.section} section={section} editingId={editingId} setEditingId={setEditingId} />
        ))}
      </div>
    </TabPage>
  );
}

function SectionCard({
  section,
  editingId,
  setEditingId,
}: {
  section: ContentSection;
  editingId: string | null;
  setEditingId: (id: string | null) => void;
}) {
  const social = section.section === "social-links";
  const headingId = `section-${section.section}`;
  // Missing Content buttons disappear once added: their answers are handled by the card.
  const creator = useFetcher<ContentActionResult>({ key: `missing-${section.section}` });
  useActionToast(creator);
  useFetcherResult(creator, (result) => {
    if (result.createdId) setEditingId(social ? result.createdId : null);
  });
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {section.title}{" "}
          <code className="text-muted ml-1 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-normal">
            {section.section}
          </code>
        </h2>
        <p className="text-muted text-sm">{section.description}</p>
      </div>
      {section.entries.length === 0 ? <p className="text-muted text-sm">No content in this section yet.</p> : null}
      <ul className={social ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col divide-y divide-stone-200"}>
        {section.entries.map((entry) => (
          <ContentEntryRow
            key={entry.id}
            entry={entry}
            social={social}
            editing={editingId === entry.id}
            onEdit={() => setEditingId(entry.id)}
            onDone={() => setEditingId(null)}
          />
        ))}
      </ul>
      {section.missing.length > 0 ? (
        <MissingContent section={section.section} missing={section.missing} social={social} />
      ) : null}
      {section.images.length > 0 ? <SectionImages images={section.images} title={section.title} /> : null}
    </section>
  );
}

function MissingContent({
  section,
  missing,
  social,
}: {
  section: string;
  missing: ContentSection["missing"];
  social: boolean;
}) {
  const fetcher = useFetcher<ContentActionResult>({ key: `missing-${section}` });
  const pendingKey = fetcher.state !== "idle" ? fetcher.formData?.get("key") : null;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 className="text-sm font-semibold text-amber-950">{social ? "Missing Social Links" : "Missing Content"}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {missing.map((m) => (
          <li key={m.key}>
            <Button
              type="button"
              size="sm"
              variant="outline"
              title={m.description}
              disabled={pendingKey === m.key}
              onClick={() => fetcher.submit({ intent: "create", section, key: m.key }, { method: "post" })}
            >
              <Plus className="size-3.5" aria-hidden /> Add {m.key}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SectionImages({ images, title }: { images: ContentSection["images"]; title: string }) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">{title} images</h3>
      <ul className="flex flex-wrap gap-3">
        {images.map((image) => (
          <SectionImage key={image.id} image={image} />
        ))}
      </ul>
    </div>
  );
}

function SectionImage({ image }: { image: ContentSection["images"][number] }) {
  const fetcher = useFetcher<ContentActionResult>({ key: "content-image-delete" });
  const deleting = fetcher.state !== "idle" && fetcher.formData?.get("id") === image.id;
  return (
    <li className={`relative ${deleting ? "opacity-50" : ""}`}>
      <img
        src={image.url}
        alt={image.alt}
        loading="lazy"
        className="size-24 rounded-md border border-stone-200 object-cover"
      />
      <DeleteButton
        title="Delete this image?"
        description={`"${image.fileName}" will be removed from the site and its files deleted.`}
        onConfirm={() => fetcher.submit({ intent: "delete-image", id: image.id }, { method: "post" })}
        label={`Delete image ${image.fileName}`}
        variant="destructive"
        size="icon"
        className="absolute top-1 right-1 size-7"
      >
        <Trash2 className="size-3.5" aria-hidden />
      </DeleteButton>
    </li>
  );
}
