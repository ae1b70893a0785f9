import { ExternalLink, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { MoveArrows } from "~/components/admin/reorder-buttons";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import type { loadImagesTab } from "./images.server";

type ImageRowData = Awaited<ReturnType<typeof loadImagesTab>>["images"][number];

/** A row of the Images tab's table: preview, details, and the arrows (when reorderable), open and delete. */
export function ImageRow({
  image,
  previous,
  next,
  reorderable,
}: {
  image: ImageRowData;
  previous?: ImageRowData;
  next?: ImageRowData;
  reorderable: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const deleter = useFetcher<ActionResult>({ key: "image-delete" });
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle" || (deleter.state !== "idle" && deleter.formData?.get("id") === image.id);
  const move = (neighbour: ImageRowData) =>
    fetcher.submit({ intent: "move", id: image.id, neighbourId: neighbour.id }, { method: "post" });
  return (
    <tr className={busy ? "opacity-60" : undefined}>
      <td className="px-4 py-2">
        <img src={image.publicUrl} alt={image.altText ?? ""} loading="lazy" className="size-14 rounded object-cover" />
      </td>
      <td className="max-w-56 truncate px-4 py-2 font-medium" title={image.fileName}>
        {image.fileName}
      </td>
      <td className="px-4 py-2">
        <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{image.usageContext}</code>
        {reorderable ? <span className="text-muted ml-2 text-xs">#{image.displayOrder}</span> : null}
      </td>
      <td className="max-w-56 px-4 py-2">{image.altText || <span className="text-muted italic">None</span>}</td>
      <td className="px-4 py-2 whitespace-nowrap">
        <time dateTime={image.createdAt}>{image.uploaded}</time>
      </td>
      <td className="px-4 py-2">
        <div className="flex items-center gap-1">
          {reorderable ? (
            <MoveArrows name={image.fileName} previous={previous} next={next} busy={busy} move={move} />
          ) : null}
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a
              href={image.publicUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open ${image.fileName} in a new tab`}
            >
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </Button>
          <DeleteButton
            title="Delete this image?"
            description={`"${image.fileName}" will be removed from the site and its files deleted. This cannot be undone.`}
            onConfirm={() => deleter.submit({ intent: "delete", id: image.id }, { method: "post" })}
            label={`Delete ${image.fileName}`}
            variant="ghost"
            size="icon"
            className="size-8 text-red-700"
            disabled={busy}
          >
            <Trash2 className="size-4" aria-hidden />
          </DeleteButton>
        </div>
      </td>
    </tr>
  );
}
