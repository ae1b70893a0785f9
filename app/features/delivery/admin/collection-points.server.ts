import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { collectionPoints } from "~/db/schema/delivery";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, refuseDuplicate, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { moveInList } from "~/lib/display-order.server";
import { onRow } from "~/lib/intents.server";
import { CollectionPointSchema, formatHours, type CollectionPointInput } from "./collection-point-schemas";

export type AdminCollectionPoint = typeof collectionPoints.$inferSelect;

/** Every collection point, active or not, in display order. */
export function listCollectionPoints(): Promise<AdminCollectionPoint[]> {
  return db
    .select()
    .from(collectionPoints)
    .orderBy(asc(collectionPoints.displayOrder), asc(collectionPoints.createdAt));
}

/**
 * Adds a point (last in the list) or updates one; no two points share a name, whatever its case.
 * Returns whether a point was created, or null when the point to edit no longer exists.
 */
export async function saveCollectionPoint(input: CollectionPointInput): Promise<{ created: boolean } | null> {
  const values = {
    name: input.name,
    address: input.address,
    postcode: input.postcode,
    instructions: input.instructions ?? "",
    saturdayHours:
      input.saturdayFrom && input.saturdayUntil ? formatHours(input.saturdayFrom, input.saturdayUntil) : "",
    sundayHours: input.sundayFrom && input.sundayUntil ? formatHours(input.sundayFrom, input.sundayUntil) : "",
  };
  return refuseDuplicate("collection_points_name_key", "A collection point with this name already exists", async () => {
    if (!input.id) {
      const [{ next }] = await db
        .select({ next: sql<number>`coalesce(max(${collectionPoints.displayOrder}), 0)::int + 1` })
        .from(collectionPoints);
      await db.insert(collectionPoints).values({ ...values, displayOrder: Number(next) });
      return { created: true };
    }
    const rows = await db
      .update(collectionPoints)
      .set(values)
      .where(eq(collectionPoints.id, input.id))
      .returning({ id: collectionPoints.id });
    return rows.length ? { created: false } : null;
  });
}

export async function setCollectionPointActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(collectionPoints)
    .set({ isActive })
    .where(eq(collectionPoints.id, id))
    .returning({ id: collectionPoints.id });
  return rows.length > 0;
}

/** Deletes a point; orders collected there keep it as they were told it (their snapshot). */
export async function deleteCollectionPoint(id: string): Promise<boolean> {
  const rows = await db
    .delete(collectionPoints)
    .where(eq(collectionPoints.id, id))
    .returning({ id: collectionPoints.id });
  return rows.length > 0;
}

/** Moves a point one place up or down (the list renumbered 1..n). */
export function moveCollectionPoint(id: string, direction: "up" | "down"): Promise<boolean> {
  return moveInList(
    listCollectionPoints,
    (pointId, displayOrder) =>
      db.update(collectionPoints).set({ displayOrder }).where(eq(collectionPoints.id, pointId)),
    id,
    direction,
  );
}

/** The collection points section of the Settings tab. */
export async function loadCollectionPoints() {
  return { collectionPoints: await listCollectionPoints() };
}

/** `saved` sends the section's form back to add mode. */
type Extra = { form?: "collection-point"; saved?: boolean };
export type CollectionPointActionResult = ActionResult<Extra>;

const RowSchema = z.object({ id: z.uuid(), value: z.string().optional() });

/** The collection point form: adds a point or updates one. */
async function saveFromForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: CollectionPointSchema });
  const answer = { form: "collection-point" as const, result: submission.reply() };
  if (submission.status !== "success")
    return failed<Extra>("Failed to save the collection point", {
      ...answer,
      description: "Please check the highlighted fields.",
    });
  return attempt(
    "Failed to save the collection point",
    () => saveCollectionPoint(submission.value),
    (outcome) =>
      outcome
        ? succeeded<CollectionPointActionResult>(
            {
              title: outcome.created ? "Collection point added" : "Collection point updated",
              description: submission.value.name,
            },
            { form: "collection-point", saved: true, result: submission.reply({ resetForm: true }) },
          )
        : failed<Extra>("Failed to save the collection point", {
            ...answer,
            status: 404,
            description: "It no longer exists.",
          }),
    answer,
  );
}

const notFound = (title: string) => failed(title, { status: 404, description: "It no longer exists." });

/**
 * The collection points section's forms, by intent (the Settings tab dispatches them): save (add /
 * update) a point; activate, deactivate, move or delete one.
 */
export const collectionPointIntents = {
  "save-collection-point": saveFromForm,
  ...onRow(
    (formData) => RowSchema.safeParse({ id: formData.get("id"), value: formData.get("value") ?? undefined }),
    () => failed("Collection point not found", { status: 404 }),
    {
      "toggle-collection-point": ({ id, value }) => {
        const active = value === "activate";
        return attempt(
          "Failed to update the collection point",
          () => setCollectionPointActive(id, active),
          (found) =>
            found
              ? succeeded(active ? "Collection point activated" : "Collection point deactivated")
              : notFound("Failed to update the collection point"),
        );
      },
      "delete-collection-point": ({ id }) =>
        attempt(
          "Failed to delete the collection point",
          () => deleteCollectionPoint(id),
          (found) =>
            found ? succeeded("Collection point deleted") : notFound("Failed to delete the collection point"),
        ),
      "move-collection-point": ({ id, value }) => {
        if (value !== "up" && value !== "down") return failed("Unknown action");
        return attempt(
          "Failed to move the collection point",
          () => moveCollectionPoint(id, value),
          // A move answers no toast: the list shows it.
          (moved) =>
            moved
              ? ({ ok: true } satisfies CollectionPointActionResult)
              : failed("Failed to move the collection point"),
        );
      },
    },
  ),
};
