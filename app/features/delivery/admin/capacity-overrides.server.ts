import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { deliveryCapacity } from "~/db/schema/delivery";
import type { ActionResult } from "~/lib/action-result";
import { failed, succeeded } from "~/lib/action-result.server";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { bookedBoxes } from "../capacity.server";
import { CapacityOverrideSchema } from "./capacity-override-schemas";

/** Capacity overrides from `from` on, each with the boxes already booked that day. */
export async function listCapacityOverrides(from: string) {
  const rows = await db
    .select()
    .from(deliveryCapacity)
    .where(gte(deliveryCapacity.deliveryDate, from))
    .orderBy(asc(deliveryCapacity.deliveryDate));
  const booked = await bookedBoxes(rows.map((r) => r.deliveryDate));
  return rows.map((r) => ({ ...r, booked: booked.get(r.deliveryDate) ?? 0 }));
}

export async function setCapacityOverride(deliveryDate: string, capacity: number): Promise<void> {
  await db
    .insert(deliveryCapacity)
    .values({ deliveryDate, capacity })
    .onConflictDoUpdate({ target: deliveryCapacity.deliveryDate, set: { capacity } });
}

export async function deleteCapacityOverride(deliveryDate: string): Promise<boolean> {
  const rows = await db.delete(deliveryCapacity).where(eq(deliveryCapacity.deliveryDate, deliveryDate)).returning();
  return rows.length > 0;
}

/** The upcoming overrides, for the capacity section of the Settings tab. */
export async function loadCapacityOverrides() {
  return { overrides: await listCapacityOverrides(todayInLondon()) };
}

type Extra = { form?: "capacity" };
export type CapacityActionResult = ActionResult<Extra>;

/**
 * The capacity section's forms, by intent (the Settings tab dispatches them): set a date's
 * capacity, or remove its override.
 */
export const capacityOverrideIntents = {
  "save-capacity": async (formData: FormData) => {
    const submission = parseWithZod(formData, { schema: CapacityOverrideSchema });
    if (submission.status !== "success")
      return failed<Extra>("Failed to save capacity", { form: "capacity", result: submission.reply() });
    const { deliveryDate, capacity } = submission.value;
    await setCapacityOverride(deliveryDate, capacity);
    return succeeded(`Capacity for ${formatLongDate(deliveryDate)} set to ${capacity} boxes`, {
      form: "capacity" as const,
      result: submission.reply({ resetForm: true }),
    });
  },
  "delete-capacity": async (formData: FormData) => {
    const date = z.iso.date().safeParse(formData.get("deliveryDate"));
    const ok = date.success && (await deleteCapacityOverride(date.data));
    return ok ? succeeded("Capacity override removed") : failed("Failed to remove the capacity override");
  },
};
