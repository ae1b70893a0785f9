import { db } from "./db.server";

/**
 * Moves one row of an ordered list (team members, collection points) one place up or down, in one
 * transaction: `list` reads the rows in their order, the list is renumbered 1..n so the order is
 * unambiguous, and `setOrder` writes the place of each row whose place changed. False when the row
 * is not in the list or is already at that end.
 */
export function moveInList<R extends { id: string; displayOrder: number }>(
  list: () => Promise<R[]>,
  setOrder: (id: string, displayOrder: number) => Promise<unknown>,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction(async () => {
    const rows = await list();
    const from = rows.findIndex((r) => r.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= rows.length) return false;
    [rows[from], rows[to]] = [rows[to], rows[from]];
    for (const [i, row] of rows.entries()) {
      if (row.displayOrder !== i + 1) await setOrder(row.id, i + 1);
    }
    return true;
  });
}
