import { asc, eq } from "drizzle-orm";
import { boxTypes } from "~/db/schema/catalog";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, refuseDuplicate, succeeded, UserFacingError } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent } from "~/lib/intents.server";
import { BoxTypeSchema, type BoxTypeInput } from "./box-type-schemas";

export type AdminBoxType = typeof boxTypes.$inferSelect;

export class BoxTypeError extends UserFacingError {}

export function listBoxTypes(): Promise<AdminBoxType[]> {
  return db.select().from(boxTypes).orderBy(asc(boxTypes.displayOrder), asc(boxTypes.name));
}

/** Saves a box type; its VAT rate is kept as it is when not given (0 for a new one). */
export async function saveBoxType(
  input: Omit<BoxTypeInput, "vatRatePercent"> & { vatRatePercent?: number },
): Promise<{ created: boolean }> {
  const values = {
    name: input.name,
    description: input.description,
    basePrice: input.basePrice,
    vegetarianPrice: input.vegetarianPrice,
    kind: input.kind,
    mealCount: input.mealCount,
    isActive: input.isActive,
    displayOrder: input.displayOrder,
    vatRatePercent: input.vatRatePercent,
  };
  return refuseDuplicate("box_types_name_key", "A box type with this name already exists", async () => {
    if (!input.id) {
      await db.insert(boxTypes).values(values);
      return { created: true };
    }
    const updated = await db
      .update(boxTypes)
      .set(values)
      .where(eq(boxTypes.id, input.id))
      .returning({ id: boxTypes.id });
    if (updated.length === 0) throw new BoxTypeError("Box type not found");
    return { created: false };
  });
}

/**
 * Deletes a box type. The Essentials and Essentials Plus boxes (those with a code) price the
 * order builder, so they can be deactivated but not deleted.
 */
export async function deleteBoxType(id: string): Promise<void> {
  const [row] = await db.select({ code: boxTypes.code }).from(boxTypes).where(eq(boxTypes.id, id));
  if (!row) throw new BoxTypeError("Box type not found");
  if (row.code) throw new BoxTypeError("This box is used by the order builder: deactivate it instead of deleting it");
  await db.delete(boxTypes).where(eq(boxTypes.id, id));
}

export async function loadBoxTypesTab() {
  return { boxTypes: await listBoxTypes() };
}

/** Deletes the box type the row's button names. */
async function deleteFromForm(formData: FormData) {
  const id = z.uuid().safeParse(formData.get("id"));
  if (!id.success) return failed("Error deleting box type", { status: 404, description: "Box type not found" });
  return attempt(
    "Error deleting box type",
    () => deleteBoxType(id.data),
    () => succeeded("Box type deleted"),
  );
}

/** The box type form (it posts no intent): adds a box type or updates one. */
async function saveFromForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: BoxTypeSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply() } satisfies ActionResult, { status: 400 });
  return attempt(
    "Error saving box type",
    () => saveBoxType(submission.value),
    ({ created }) =>
      succeeded(created ? "Box type added" : "Box type updated", { result: submission.reply({ resetForm: true }) }),
    { result: submission.reply() },
  );
}

/** The Box Types tab's forms: add / update a box type (the form, without an intent), or delete one. */
export function boxTypesAction(request: Request) {
  return dispatchIntent(request, { save: saveFromForm, delete: deleteFromForm }, { fallback: "save" });
}
