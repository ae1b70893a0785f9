/** A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  // Spreadsheet apps run cells that start with these as formulas (CSV injection): make them text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV document: cells joined by commas, every row ended by CRLF (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * A CSV file to download: UTF-8 with a byte order mark, without which Excel reads the file in the
 * machine's legacy encoding and garbles accented and non-Latin names, addresses and dishes.
 */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
