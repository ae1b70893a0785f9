/** Back-office lists (dishes, images, users) show this many rows per page. */
export const ADMIN_PAGE_SIZE = 50;
/**
 * The page of a back-office list of `total` rows (`size` a page) that is shown: the `requested`
 * one, or the last when it is past the end; `pageCount` (at least one) and the rows it skips.
 */
export function pageWindow(total: number, requested: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}
