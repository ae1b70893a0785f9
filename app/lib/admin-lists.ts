/** Back-office lists (dishes, images, users) show this many rows per page. */
export const ADMIN_PAGE_SIZE = 50;
