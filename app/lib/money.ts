/** Money is integer pence everywhere; this is the one place it becomes text. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
}

/** Whole pounds without decimals when exact (for marketing copy: "£30"), else 2 decimals. */
export function formatPenceShort(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : formatPence(pence);
}

/** Parses a pounds amount typed by a person ("12.5", "£12.50") into pence; null when invalid. */
export function parsePounds(value: string): number | null {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number.parseFloat(cleaned) * 100);
}
