import { documentNumber } from "../vat";

export interface OrderDocument {
  id: string;
  kind: "receipt" | "credit_note";
  number: number;
}

/**
 * An order's receipt and credit notes as download links (decision 044): the back-office's order
 * page (`base` /admin/orders/:id) and My order (/my-account/orders/:id).
 */
export function OrderDocuments({
  documents,
  base,
  title = "Receipts",
  className = "flex flex-col gap-2",
}: {
  documents: OrderDocument[];
  base: string;
  title?: string;
  className?: string;
}) {
  if (documents.length === 0) return null;
  return (
    <section aria-label={title} className={className}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col gap-1">
        {documents.map((d) => (
          <li key={d.id}>
            <a
              href={`${base}/receipts/${d.id}.pdf`}
              download
              className="text-brand-700 text-sm font-semibold underline"
            >
              {d.kind === "receipt" ? "Download receipt" : "Credit note"} {documentNumber(d.kind, d.number)} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
