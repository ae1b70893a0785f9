import { Form, useFetcher, useSubmit } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { SelectField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import type { ActionResult } from "~/lib/action-result";
import { IMAGE_CONTEXTS } from "../image-contexts";
import { ImageRow } from "./image-row";
import { ImageUploadForm } from "./image-upload-form";
import type { loadImagesTab } from "./images.server";

type ImagesTabData = Awaited<ReturnType<typeof loadImagesTab>>;

const COLUMNS = ["Preview", "File Name", "Context", "Alt Text", "Uploaded", "Actions"];

export function ImagesTab({ images, total, page, pageCount, filters }: ImagesTabData) {
  const submit = useSubmit();
  const reorderable = Boolean(filters.context) && filters.sort === "order";
  // Deletes are sent by the rows; the answer is shown here, as a deleted row disappears.
  useActionToast(useFetcher<ActionResult>({ key: "image-delete" }));
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading title="Website Images" description="Logos, heroes and section images of the public site." />
      <ImageUploadForm defaultContext={filters.context} />
      <Form
        method="get"
        role="search"
        aria-label="Filter images"
        className="mb-4 flex flex-wrap items-end gap-3"
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <SelectField
          label="Context"
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
        </SelectField>
        <SelectField
          label="Sort by"
          id="images-sort"
          name="sort"
          defaultValue={filters.sort}
          key={filters.sort}
          className="w-56"
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">File name</option>
          <option value="order">Display order</option>
        </SelectField>
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
        <HorizontalScroll className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Uploaded website images</caption>
            <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {images.map((image, index) => (
                <ImageRow
                  key={image.id}
                  image={image}
                  previous={reorderable ? images[index - 1] : undefined}
                  next={reorderable ? images[index + 1] : undefined}
                  reorderable={reorderable}
                />
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Images" />
    </main>
  );
}
