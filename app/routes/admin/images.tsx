import { ArrowDown, ArrowUp, ExternalLink, Trash2, Upload } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { data, Form, useFetcher, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { useActionToast, useFetcherResult, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { useImageUpload } from "~/components/admin/use-image-upload";
import { UploadProgress } from "~/components/image-upload-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  type AdminImage,
  deleteWebsiteImage,
  ImageFiltersSchema,
  ImageRecordError,
  listImages,
  recordWebsiteImage,
  swapImageOrder,
} from "~/features/content/admin-images.server";
import { IMAGE_CONTEXTS, isImageContext } from "~/features/content/image-contexts";
import { ACCEPT_IMAGES } from "~/lib/uploads/upload-folders";
import { logger } from "~/lib/logger.server";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => [{ title: "Images | Admin Dashboard" }];

const uploadedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

const RecordSchema = z.object({
  publicUrl: z.string({ error: "Please select a file to upload" }).min(1, "Please select a file to upload"),
  fileName: z.string().default(""),
  altText: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => v || null),
  usageContext: z.string().refine(isImageContext, "Please choose a usage context"),
});

export async function loader({ request }: Route.LoaderArgs) {
  const filters = ImageFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listImages(filters);
  return {
    ...list,
    images: list.images.map((image) => ({
      ...image,
      uploaded: uploadedFormat.format(image.createdAt),
      createdAt: image.createdAt.toISOString(),
    })),
    filters,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  if (intent === "delete") {
    try {
      if (!(await deleteWebsiteImage(id)))
        return data({ toast: { type: "error", title: "Failed to delete image" } } satisfies AdminActionResult, {
          status: 404,
        });
      return { ok: true, toast: { type: "success", title: "Image deleted successfully" } } satisfies AdminActionResult;
    } catch (error) {
      logger.error({ err: error }, "delete image failed");
      return data({ toast: { type: "error", title: "Failed to delete image" } } satisfies AdminActionResult, {
        status: 500,
      });
    }
  }
  if (intent === "move") {
    try {
      await swapImageOrder(id, String(formData.get("neighbourId") ?? ""));
      return { ok: true } satisfies AdminActionResult;
    } catch (error) {
      if (!(error instanceof ImageRecordError)) logger.error({ err: error }, "reorder image failed");
      return data(
        {
          toast: { type: "error", title: "Error", description: "Failed to update the image order" },
        } satisfies AdminActionResult,
        { status: 400 },
      );
    }
  }
  const parsed = RecordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data(
      {
        toast: { type: "error", title: "Error", description: parsed.error.issues[0].message },
      } satisfies AdminActionResult,
      { status: 400 },
    );
  }
  try {
    await recordWebsiteImage(parsed.data);
    return { ok: true, toast: { type: "success", title: "Image uploaded successfully" } } satisfies AdminActionResult;
  } catch (error) {
    if (!(error instanceof ImageRecordError)) logger.error({ err: error }, "record image failed");
    const description = error instanceof ImageRecordError ? error.message : "Failed to upload image";
    return data({ toast: { type: "error", title: "Error", description } } satisfies AdminActionResult, { status: 400 });
  }
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error" description="Failed to fetch images" />;
}

type ImageRow = Route.ComponentProps["loaderData"]["images"][number];

export default function ImagesTab({ loaderData }: Route.ComponentProps) {
  const { images, total, page, pageCount, filters } = loaderData;
  const submit = useSubmit();
  const reorderable = Boolean(filters.context) && filters.sort === "order";
  // Deletes are sent by the rows; the answer is shown here, as a deleted row disappears.
  useActionToast(useFetcher<AdminActionResult>({ key: "image-delete" }));
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading title="Website Images" description="Logos, heroes and section images of the public site." />
      <UploadImageForm defaultContext={filters.context} />
      <Form
        method="get"
        role="search"
        aria-label="Filter images"
        className="mb-4 flex flex-wrap items-end gap-3"
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="images-context">Context</Label>
          <NativeSelect
            id="images-context"
            name="context"
            defaultValue={filters.context ?? ""}
            key={filters.context ?? ""}
            className="w-64"
          >
            <option value="">All contexts</option>
            {IMAGE_CONTEXTS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="images-sort">Sort by</Label>
          <NativeSelect id="images-sort" name="sort" defaultValue={filters.sort} key={filters.sort} className="w-56">
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="name">File name</option>
            <option value="order">Display order</option>
          </NativeSelect>
        </div>
        <noscript>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </noscript>
        <p className="text-muted pb-2 text-sm">
          {total} {total === 1 ? "image" : "images"}
          {filters.context && filters.sort !== "order" ? " · sort by display order to reorder" : ""}
        </p>
      </Form>
      {images.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          No images uploaded yet
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Uploaded website images</caption>
            <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Preview
                </th>
                <th scope="col" className="px-4 py-3">
                  File Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Context
                </th>
                <th scope="col" className="px-4 py-3">
                  Alt Text
                </th>
                <th scope="col" className="px-4 py-3">
                  Uploaded
                </th>
                <th scope="col" className="px-4 py-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {images.map((image, index) => (
                <ImageRowView
                  key={image.id}
                  image={image}
                  previous={reorderable ? images[index - 1] : undefined}
                  next={reorderable ? images[index + 1] : undefined}
                  reorderable={reorderable}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Images" />
    </main>
  );
}

function UploadImageForm({ defaultContext }: { defaultContext?: string }) {
  const fetcher = useFetcher<AdminActionResult>({ key: "record-image" });
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { progress, uploading, error, setError, upload } = useImageUpload("website-images");
  useActionToast(fetcher);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    formRef.current?.reset();
    setFile(null);
  });
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      toast.error("Please select a file to upload");
      return;
    }
    const stored = await upload(file);
    if (!stored) {
      toast.error("Error", { description: "Failed to upload image" });
      return;
    }
    const values = new FormData(form);
    fetcher.submit(
      {
        intent: "create",
        publicUrl: stored.publicUrl,
        fileName: stored.fileName,
        altText: String(values.get("altText") ?? ""),
        usageContext: String(values.get("usageContext") ?? "general"),
      },
      { method: "post" },
    );
  }

  const busy = uploading || fetcher.state !== "idle";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby="upload-heading"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload an image
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="image-file">Image file</Label>
          <input
            ref={fileRef}
            id="image-file"
            name="file"
            type="file"
            accept={ACCEPT_IMAGES}
            aria-describedby={error ? "image-file-error" : "image-file-hint"}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setError(null);
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold hover:file:bg-stone-50"
          />
          <p id="image-file-hint" className="text-muted text-xs">
            JPEG, PNG, WebP or AVIF, up to 10 MB.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="image-alt">Alt text</Label>
          <Input id="image-alt" name="altText" placeholder="Describe the image" maxLength={300} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="image-context">Usage context</Label>
          <NativeSelect id="image-context" name="usageContext" defaultValue={defaultContext ?? "general"}>
            {IMAGE_CONTEXTS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {preview ? (
        <img
          src={preview}
          alt="Preview of the chosen file"
          className="h-32 w-auto self-start rounded-md border border-stone-200 object-contain"
        />
      ) : null}
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      {error ? (
        <p id="image-file-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={!file || busy}>
        <Upload className="size-4" aria-hidden /> {busy ? "Uploading..." : "Upload"}
      </Button>
    </form>
  );
}

function ImageRowView({
  image,
  previous,
  next,
  reorderable,
}: {
  image: ImageRow;
  previous?: ImageRow;
  next?: ImageRow;
  reorderable: boolean;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const deleter = useFetcher<AdminActionResult>({ key: "image-delete" });
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle" || (deleter.state !== "idle" && deleter.formData?.get("id") === image.id);
  const move = (neighbour: AdminImage | ImageRow) =>
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
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move ${image.fileName} up`}
                disabled={!previous || busy}
                onClick={() => previous && move(previous)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move ${image.fileName} down`}
                disabled={!next || busy}
                onClick={() => next && move(next)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
            </>
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
          <ConfirmButton
            title="Delete this image?"
            description={`"${image.fileName}" will be removed from the site and its files deleted. This cannot be undone.`}
            onConfirm={() => deleter.submit({ intent: "delete", id: image.id }, { method: "post" })}
            trigger={
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 text-red-700"
                aria-label={`Delete ${image.fileName}`}
                disabled={busy}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            }
          />
        </div>
      </td>
    </tr>
  );
}
