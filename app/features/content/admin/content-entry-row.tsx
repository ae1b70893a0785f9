import { Check, ExternalLink, Trash2, X } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { ContentActionResult, loadContentTab } from "./content.server";

type ContentEntry = Awaited<ReturnType<typeof loadContentTab>>["sections"][number]["entries"][number];

/** One text of a section: its key and value, edited in place (one entry at a time), or deleted. */
export function ContentEntryRow({
  entry,
  social,
  editing,
  onEdit,
  onDone,
}: {
  entry: ContentEntry;
  social: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ContentActionResult>();
  const deleter = useFetcher<ContentActionResult>({ key: "content-delete" });
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
            <EditButton label={`Edit ${entry.key}`} onClick={onEdit} variant="ghost" />
            <DeleteButton
              title="Delete this content?"
              description={`"${entry.key}" will be removed; the site shows its default text instead.`}
              onConfirm={() => deleter.submit({ intent: "delete", id: entry.id }, { method: "post" })}
              label={`Delete ${entry.key}`}
              variant="ghost"
              size="icon"
              className="size-8 text-red-700"
            >
              <Trash2 className="size-4" aria-hidden />
            </DeleteButton>
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
