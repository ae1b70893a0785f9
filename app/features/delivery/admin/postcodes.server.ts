import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { deliveryPostcodes } from "~/db/schema/delivery";
import { parsePrefix } from "~/features/delivery/postcode-match";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { pgErrorCode } from "~/lib/pg-error";

export type AdminPostcode = typeof deliveryPostcodes.$inferSelect;

export const DUPLICATE_PREFIX_MESSAGE = "This postcode prefix already exists";
export const INVALID_PREFIX_MESSAGE = "Enter a postcode area (SE), a district (SE15) or a sector (SE15 1)";

export function listPostcodes(): Promise<AdminPostcode[]> {
  return db.select().from(deliveryPostcodes).orderBy(asc(deliveryPostcodes.prefix));
}

export type AddPrefixOutcome =
  | { status: "ignored" }
  | { status: "added"; prefix: string }
  | { status: "invalid"; message: string }
  | { status: "duplicate"; message: string };

/**
 * Adds a delivery prefix: trimmed and upper-cased (canonical "SE15 1" for a sector), empty input
 * ignored, a duplicate refused by the unique index (23505) with the spec's message.
 */
export async function addPostcodePrefix(input: string): Promise<AddPrefixOutcome> {
  const text = input.trim().toUpperCase();
  if (text === "") return { status: "ignored" };
  const parsed = parsePrefix(text);
  if (!parsed) return { status: "invalid", message: INVALID_PREFIX_MESSAGE };
  try {
    await db.insert(deliveryPostcodes).values({ prefix: parsed.prefix });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { status: "duplicate", message: DUPLICATE_PREFIX_MESSAGE };
    throw error;
  }
  return { status: "added", prefix: parsed.prefix };
}

/** Switches a prefix on or off; the prefix, or null when there is no such row. */
export async function setPostcodeActive(id: string, isActive: boolean): Promise<string | null> {
  const [row] = await db
    .update(deliveryPostcodes)
    .set({ isActive })
    .where(eq(deliveryPostcodes.id, id))
    .returning({ prefix: deliveryPostcodes.prefix });
  return row?.prefix ?? null;
}

/**
 * What happens when delivery reaches more postcodes (a prefix added or switched on): Delivery sits
 * below Campaigns, so the route hands it in (its waitlist is told).
 */
export interface DeliveryAreaHooks {
  areaOpened(prefix: string): Promise<unknown>;
}

export async function deletePostcode(id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryPostcodes)
    .where(eq(deliveryPostcodes.id, id))
    .returning({ id: deliveryPostcodes.id });
  return rows.length > 0;
}

/** The add form's field error, answered beside the toast. */
type PrefixFieldError = { fieldError?: string };
export type DeliveryActionResult = ActionResult<PrefixFieldError>;

export async function loadDeliveryTab() {
  return { postcodes: await listPostcodes() };
}

function answerAdd(outcome: AddPrefixOutcome): DeliveryActionResult | ReturnType<typeof failed<PrefixFieldError>> {
  switch (outcome.status) {
    case "ignored":
      return { ok: true } satisfies DeliveryActionResult;
    case "added":
      return succeeded({ title: "Postcode prefix added", description: outcome.prefix });
    default:
      return failed<PrefixFieldError>(outcome.message, { fieldError: outcome.message });
  }
}

/** The Delivery tab's forms: add a prefix, switch one on or off, delete one. */
export function deliveryAction(request: Request, hooks: DeliveryAreaHooks) {
  return dispatchIntent(request, {
    add: (formData) => {
      const prefix = String(formData.get("prefix") ?? "");
      const add = async () => {
        const outcome = await addPostcodePrefix(prefix);
        if (outcome.status === "added") await hooks.areaOpened(outcome.prefix);
        return outcome;
      };
      return attempt("Failed to add postcode prefix", add, answerAdd);
    },
    ...onRow(
      (formData) => z.uuid().safeParse(formData.get("id")),
      () => failed("Postcode prefix not found", { status: 404 }),
      {
        toggle: (id, formData) => {
          const active = formData.get("isActive") === "true";
          const toggle = async () => {
            const prefix = await setPostcodeActive(id, active);
            if (prefix && active) await hooks.areaOpened(prefix);
            return prefix !== null;
          };
          return attempt("Failed to update postcode status", toggle, (found) =>
            found
              ? succeeded(active ? "Postcode activated" : "Postcode deactivated")
              : failed("Failed to update postcode status", { status: 404 }),
          );
        },
        delete: (id) =>
          attempt(
            "Failed to delete postcode",
            () => deletePostcode(id),
            (found) =>
              found ? succeeded("Postcode prefix deleted") : failed("Failed to delete postcode", { status: 404 }),
          ),
      },
    ),
  });
}
