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
