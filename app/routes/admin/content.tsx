import { Check, ExternalLink, Pencil, Plus, Trash2, Upload, X } from "lucide-react";
import type * as React from "react";
import { useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { useActionToast, useFetcherResult, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { useImageUpload } from "~/components/admin/use-image-upload";
import { UploadProgress } from "~/components/image-upload-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import {
  ContentError,
  createExpectedContent,
  deleteContent,
  listContent,
  updateContent,
} from "~/features/content/admin-content.server";
import {
  deleteWebsiteImage,
  ImageRecordError,
  imagesOfContexts,
  recordWebsiteImage,
} from "~/features/content/admin-images.server";
import { CONTENT_SECTIONS, EXPECTED_CONTENT } from "~/features/content/expected-content";
import { socialHref } from "~/features/content/shell.server";
import { ACCEPT_IMAGES } from "~/lib/uploads/upload-folders";
import { logger } from "~/lib/logger.server";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [{ title: "Website Content | Admin Dashboard" }];

const SECTION_LABELS: Record<string, { title: string; description: string }> = {
  hero: { title: "Hero", description: "The homepage hero: heading, text, button and features." },
  "social-links": { title: "Social Links", description: "Links shown in the footer and on the contact page." },
  "how-it-works": { title: "How It Works", description: "The four steps on the homepage and the How it works page." },
  "whats-included": {
    title: "What's Included",
    description: "The four parts of a tiffin: rice, dal/legume, vegetable, meat/fish dish.",
  },
  "cooking-philosophy": { title: "Cooking Philosophy", description: "The heading and six principles of the kitchen." },
};

export async function loader() {
  const [entries, images] = await Promise.all([listContent(), imagesOfContexts(CONTENT_SECTIONS)]);
  const sections = CONTENT_SECTIONS.map((section) => {
    const expected = EXPECTED_CONTENT[section];
    const rows = entries.filter((e) => e.section === section);
    const rank = (key: string) => {
      const index = expected.findIndex((k) => k.key === key);
      return index === -1 ? expected.length : index;
    };
    rows.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
    const present = new Set(rows.map((r) => r.key));
    return {
      section,
      ...SECTION_LABELS[section],
      entries: rows.map((r) => ({
        id: r.id,
        key: r.key,
        value: r.value,
        contentType: r.contentType,
        description: r.description,
        href: section === "social-links" && r.value.trim() ? socialHref(r.key, r.value.trim()) : null,
      })),
      missing: expected.filter((k) => !present.has(k.key)).map((k) => ({ key: k.key, description: k.description })),
      images: images
        .filter((i) => i.usageContext === section)
        .map((i) => ({ id: i.id, url: i.publicUrl, alt: i.altText ?? "", fileName: i.fileName })),
    };
  });
  return { sections };
}

const UploadSchema = z.object({
  publicUrl: z.string().min(1),
  fileName: z.string().default(""),
  section: z.string().refine((s) => CONTENT_SECTIONS.includes(s)),
  altText: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => v || null),
});

function fail(title: string, status = 500) {
  return data({ toast: { type: "error", title } } satisfies ContentActionData, { status });
}

type ContentActionData = AdminActionResult & { createdId?: string };

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  try {
    switch (intent) {
      case "update":
        await updateContent(id, String(formData.get("value") ?? ""));
        return {
          ok: true,
          toast: { type: "success", title: "Content updated successfully" },
        } satisfies ContentActionData;
      case "create": {
        const row = await createExpectedContent(
          String(formData.get("section") ?? ""),
          String(formData.get("key") ?? ""),
        );
        return {
          ok: true,
          createdId: row.id,
          toast: { type: "success", title: "Created content", description: `${row.section} / ${row.key}` },
        } satisfies ContentActionData;
      }
      case "delete":
        await deleteContent(id);
        return {
          ok: true,
          toast: { type: "success", title: "Content deleted successfully" },
        } satisfies ContentActionData;
      case "upload-image": {
        const parsed = UploadSchema.safeParse(Object.fromEntries(formData));
        if (!parsed.success) return fail("Please select a file and section", 400);
        await recordWebsiteImage({ ...parsed.data, usageContext: parsed.data.section });
        return {
          ok: true,
          toast: { type: "success", title: "Image uploaded successfully" },
        } satisfies ContentActionData;
      }
      case "delete-image":
        if (!(await deleteWebsiteImage(id))) return fail("Failed to delete image", 404);
        return {
          ok: true,
          toast: { type: "success", title: "Image deleted successfully" },
        } satisfies ContentActionData;
      default:
        return fail("Unknown action", 400);
    }
  } catch (error) {
    if (!(error instanceof ContentError || error instanceof ImageRecordError))
      logger.error({ err: error }, "content action failed");
    const title =
      intent === "update"
        ? "Failed to update content"
        : intent === "create"
          ? "Failed to create content"
          : intent === "delete"
            ? "Failed to delete content"
            : intent === "upload-image"
              ? "Failed to upload image"
              : "Failed to delete image";
    return fail(title, error instanceof ContentError || error instanceof ImageRecordError ? 400 : 500);
  }
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch content" />;
}

type Section = Route.ComponentProps["loaderData"]["sections"][number];
type Entry = Section["entries"][number];

export default function ContentTab({ loaderData }: Route.ComponentProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // Deletes are sent by entries and images; the answers are shown here, as those disappear.
  useActionToast(useFetcher<ContentActionData>({ key: "content-delete" }));
  useActionToast(useFetcher<ContentActionData>({ key: "content-image-delete" }));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <TabHeading
        title="Website Content Management"
        description="The texts and section images of the public site. Changes show on the next page load."
      />
      <SectionImageUpload sections={loaderData.sections.map((s) => ({ value: s.section, label: s.title }))} />
      <div className="flex flex-col gap-6">
        {loaderData.sections.map((section) => (
          <SectionCard key={section.section} section={section} editingId={editingId} setEditingId={setEditingId} />
        ))}
      </div>
    </main>
  );
}

function SectionImageUpload({ sections }: { sections: Array<{ value: string; label: string }> }) {
  const fetcher = useFetcher<ContentActionData>({ key: "content-upload" });
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { progress, uploading, error, setError, upload } = useImageUpload("content");
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    formRef.current?.reset();
    setFile(null);
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const section = String(values.get("section") ?? "");
    if (!file || !section) {
      toast.error("Please select a file and section");
      return;
    }
    const stored = await upload(file);
    if (!stored) {
      toast.error("Failed to upload image");
      return;
    }
    fetcher.submit(
      {
        intent: "upload-image",
        publicUrl: stored.publicUrl,
        fileName: stored.fileName,
        section,
        altText: String(values.get("altText") ?? ""),
      },
      { method: "post" },
    );
  }

  const busy = uploading || fetcher.state !== "idle";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby="content-upload-heading"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="content-upload-heading" className="text-lg font-semibold">
        Upload a section image
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="content-file">Image file</Label>
          <input
            id="content-file"
            type="file"
            accept={ACCEPT_IMAGES}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "content-file-error" : undefined}
            onChange={(event) => {
              setError(null);
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold hover:file:bg-stone-50"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="content-section">Section</Label>
          <NativeSelect id="content-section" name="section" defaultValue="">
            <option value="">Select a section</option>
            {sections.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="content-alt">Alt text</Label>
          <Input id="content-alt" name="altText" placeholder="Describe the image" maxLength={300} />
        </div>
      </div>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      {error ? (
        <p id="content-file-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={busy}>
        <Upload className="size-4" aria-hidden /> {busy ? "Uploading..." : "Upload Image"}
      </Button>
    </form>
  );
}

function SectionCard({
  section,
  editingId,
  setEditingId,
}: {
  section: Section;
  editingId: string | null;
  setEditingId: (id: string | null) => void;
}) {
  const social = section.section === "social-links";
  const headingId = `section-${section.section}`;
  // Missing Content buttons disappear once added: their answers are handled by the card.
  const creator = useFetcher<ContentActionData>({ key: `missing-${section.section}` });
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
          <EntryRow
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

function EntryRow({
  entry,
  social,
  editing,
  onEdit,
  onDone,
}: {
  entry: Entry;
  social: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ContentActionData>();
  const deleter = useFetcher<ContentActionData>({ key: "content-delete" });
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (result.ok && editing) onDone();
  });
  const saving = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "update";
  const inputId = `content-${entry.id}`;
  const shown = saving ? String(fetcher.formData?.get("value") ?? entry.value) : entry.value;

  return (
    <li className={social ? "rounded-lg border border-stone-200 p-3" : "py-3"}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold">{entry.key}</p>
          {entry.description ? <p className="text-muted text-xs">{entry.description}</p> : null}
        </div>
        {!editing ? (
          <div className="flex items-center gap-1">
            {social && entry.href ? (
              <Button asChild variant="ghost" size="icon" className="size-8">
                <a
                  href={entry.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Open ${entry.key} link in a new tab`}
                >
                  <ExternalLink className="size-4" aria-hidden />
                </a>
              </Button>
            ) : null}
            <Button type="button" variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${entry.key}`}>
              <Pencil className="size-3.5" aria-hidden /> Edit
            </Button>
            <ConfirmButton
              title="Delete this content?"
              description={`"${entry.key}" will be removed; the site shows its default text instead.`}
              onConfirm={() => deleter.submit({ intent: "delete", id: entry.id }, { method: "post" })}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-red-700"
                  aria-label={`Delete ${entry.key}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
      {editing ? (
        <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={entry.id} />
          <Label htmlFor={inputId} className="sr-only">
            Value of {entry.key}
          </Label>
          {entry.contentType === "textarea" ? (
            <Textarea id={inputId} name="value" defaultValue={entry.value} rows={4} autoFocus />
          ) : (
            <Input id={inputId} name="value" defaultValue={entry.value} autoFocus />
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              <Check className="size-3.5" aria-hidden /> {saving ? "Saving..." : "Save"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={saving}>
              <X className="size-3.5" aria-hidden /> Cancel
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-line">
          {shown || <span className="text-muted italic">Empty</span>}
        </p>
      )}
    </li>
  );
}

function MissingContent({
  section,
  missing,
  social,
}: {
  section: string;
  missing: Section["missing"];
  social: boolean;
}) {
  const fetcher = useFetcher<ContentActionData>({ key: `missing-${section}` });
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

function SectionImages({ images, title }: { images: Section["images"]; title: string }) {
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

function SectionImage({ image }: { image: Section["images"][number] }) {
  const fetcher = useFetcher<ContentActionData>({ key: "content-image-delete" });
  const deleting = fetcher.state !== "idle" && fetcher.formData?.get("id") === image.id;
  return (
    <li className={`relative ${deleting ? "opacity-50" : ""}`}>
      <img
        src={image.url}
        alt={image.alt}
        loading="lazy"
        className="size-24 rounded-md border border-stone-200 object-cover"
      />
      <ConfirmButton
        title="Delete this image?"
        description={`"${image.fileName}" will be removed from the site and its files deleted.`}
        onConfirm={() => fetcher.submit({ intent: "delete-image", id: image.id }, { method: "post" })}
        trigger={
          <Button
            type="button"
            variant="destructive"
            size="icon"
            className="absolute top-1 right-1 size-7"
            aria-label={`Delete image ${image.fileName}`}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        }
      />
    </li>
  );
}
