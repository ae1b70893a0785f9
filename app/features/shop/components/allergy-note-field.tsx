import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ALLERGY_NOTE_MAX } from "~/features/orders/public";

/** Checkout's optional "Allergies or dietary needs": the kitchen sees it highlighted. */
export function AllergyNoteField({ field }: { field: FieldMetadata<string | undefined> }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={field.id}>Allergies or dietary needs (optional)</Label>
      <p id={hintId} className="text-muted text-xs">
        Tell us about any allergy in your household; we show it to the kitchen and on your box. Each dish&apos;s
        allergens are listed in your order summary.
      </p>
      <Textarea rows={3} maxLength={ALLERGY_NOTE_MAX} {...getTextareaProps(field, { ariaDescribedBy: hintId })} />
      {field.errors ? (
        <p id={field.errorId} className="text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
