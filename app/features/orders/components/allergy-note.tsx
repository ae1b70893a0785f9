import { TriangleAlert } from "lucide-react";
import { cn } from "~/lib/utils";

/** The customer's allergy note, highlighted wherever the kitchen reads an order (admin order page, prep sheet). */
export function AllergyNote({ note, className }: { note: string | null | undefined; className?: string }) {
  if (!note?.trim()) return null;
  return (
    <div
      role="note"
      aria-label="Allergy note"
      data-testid="allergy-note"
      className={cn(
        "flex items-start gap-2 rounded-md border-2 border-red-700 bg-red-50 p-2 text-sm text-red-900 print:border-black print:bg-white print:text-black",
        className,
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="whitespace-pre-line">
        <span className="font-bold">Allergy note: </span>
        {note.trim()}
      </p>
    </div>
  );
}
