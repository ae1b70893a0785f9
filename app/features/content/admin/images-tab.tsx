import { useFetcher } from "react-router";
import { SelectOptions } from "~/components/form-kit";
import { EmptyState } from "~/components/admin/empty-state";
import { AdminTable } from "~/components/admin/admin-table";
import { useActionToast } from "~/components/admin/action-toast";
import { Pagination } from "~/components/admin/pagination";
import { FilterForm, FilterSelect } from "~/components/admin/filter-form";
import { neighbours } from "~/components/admin/reorder-buttons";
import { TabPage } from "~/components/admin/tab-heading";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { IMAGE_CONTEXTS } from "../image-contexts";
import { ImageRow } from "./image-row";
import { ImageUploadForm } from "./image-upload-form";
import type { loadImagesTab } from "./images.server";

type ImagesTabData = Awaited<ReturnType<typeof loadImagesTab>>;

const COLUMNS = ["Preview", "File Name", "Context", "Alt Text", "Uploaded", "Actions"];

export function ImagesTab({ images, total, page, pageCount, filters }: ImagesTabData) {
  const reorderable = Boolean(filters.context) && filters.sort === "order";
  // Deletes are sent by the rows; the answer is shown here, as a deleted row disappears.
  useActionToast(useFetcher<ActionResult>({ key: "image-delete" }));
  return (
    <TabPage title="Website Images" description="Logos, heroes and section images of the public site.">
      <ImageUploadForm defaultContext={filters.context} />
      <FilterForm label="Filter images" className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect label="Context" id="images-context" name="context" value={filters.context} className="w-64">
          <option value="">All contexts</option>
          <SelectOptions options={IMAGE_CONTEXTS.map((c) => ({ value: c.value, label: c.value }))} />
        </FilterSelect>
        <FilterSelect label="Sort by" id="images-sort" name="sort" value={filters.sort} className="w-56">
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">File name</option>
          <option value="order">Display order</option>
        </FilterSelect>
        <noscript>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </noscript>
        <p className="text-muted pb-2 text-sm">
          {total} {total === 1 ? "image" : "images"}
          {filters.context && filters.sort !== "order" ? " · sort by display order to reorder" : ""}
        </p>
      </FilterForm>
      {images.length === 0 ? (
        <EmptyState>No images uploaded yet</EmptyState>
      ) : (
        <AdminTable caption="Uploaded website images" columns={COLUMNS}>
          {images.map((image, index) => (
            <ImageRow key={image.id} image={image} {...neighbours(images, index, reorderable)} />
          ))}
        </AdminTable>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Images" />
    </TabPage>
  );
}
