import { TZDate } from "@date-fns/tz";
import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import { promoCodes, promoRedemptions } from "~/db/schema/promotions";
import { refuseDuplicate, UserFacingError } from "~/lib/action-result.server";
import { BUSINESS_TIME_ZONE, addDays, parseIsoDate, type IsoDate } from "~/lib/dates";
import { db, transaction } from "~/lib/db.server";
import { DUPLICATE_CODE_MESSAGE, type PromoCodeInput } from "./code-schema";
import { promoOffer } from "./promo-rules";

/** A promo code as its table holds it. */
export type PromoCode = typeof promoCodes.$inferSelect;

/** The instant a London calendar day starts (as customer-changes' deadlines find it). */
export function londonDayStart(day: IsoDate): Date {
  const date = parseIsoDate(day);
  const midnight = new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), BUSINESS_TIME_ZONE);
  return new Date(midnight.getTime());
}

/** The last instant of a London calendar day (a code is good until the end of its last day). */
export function londonDayEnd(day: IsoDate): Date {
  return new Date(londonDayStart(addDays(day, 1)).getTime() - 1);
}

/** The form's values as the table's columns: only the kind's own amount, London days as instants. */
export function promoCodeValues(input: PromoCodeInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percentOff: input.kind === "percent" ? (input.percentOff ?? null) : null,
    amountOffPence: input.kind === "fixed" ? (input.amountOff ?? null) : null,
    firstOrderOnly: input.firstOrderOnly,
    minSpendPence: input.minSpend ?? null,
    boxTypeIds: input.boxTypeIds,
    includesCustom: input.boxTypeIds.length === 0 || input.includesCustom,
    fulfilment: input.fulfilment === "any" ? null : input.fulfilment,
    validFrom: input.validFrom ? londonDayStart(input.validFrom) : null,
    validUntil: input.validUntil ? londonDayEnd(input.validUntil) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    duration: input.duration,
    durationWeekends: input.duration === "weekends" ? (input.durationWeekends ?? null) : null,
    isActive: input.isActive,
  } satisfies Omit<typeof promoCodes.$inferInsert, "id">;
}

const unique = <T>(write: () => Promise<T>) => refuseDuplicate("promo_codes_code_key", DUPLICATE_CODE_MESSAGE, write);

/** Every code, the newest first. */
export function listPromoCodes(): Promise<PromoCode[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
}

/**
 * The codes a customer could use now (active, not past their end), by code: what Referrals offers
 * as the owner's welcome code (decision 045).
 */
export async function activePromoCodes(now = new Date()) {
  const rows = await db
    .select({
      code: promoCodes.code,
      kind: promoCodes.kind,
      percentOff: promoCodes.percentOff,
      amountOffPence: promoCodes.amountOffPence,
      description: promoCodes.description,
    })
    .from(promoCodes)
    .where(and(eq(promoCodes.isActive, true), or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now))))
    .orderBy(promoCodes.code);
  return rows.map(({ code, description, ...rule }) => ({ code, description, offer: promoOffer(rule) }));
}

export async function getPromoCode(id: string): Promise<PromoCode | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

/** Makes a code; a code already made, whatever its case, is refused (UserFacingError). */
export async function createPromoCode(input: PromoCodeInput): Promise<PromoCode> {
  const [row] = await unique(() => db.insert(promoCodes).values(promoCodeValues(input)).returning());
  return row;
}

/** Changes a code (orders it was used on keep what it took off); null when it no longer exists. */
export async function updatePromoCode(id: string, input: PromoCodeInput): Promise<PromoCode | null> {
  const [row] = await unique(() =>
    db
      .update(promoCodes)
      .set({ ...promoCodeValues(input), updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning(),
  );
  return row ?? null;
}

/** Activates or deactivates a code; false when it no longer exists. */
export async function setPromoCodeActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(promoCodes.id, id))
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** The orders a code took money off (every redemption, paid or not). */
export async function countRedemptions(id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, id));
  return Number(row?.n ?? 0);
}

/**
 * Deletes a code that was never used; false when it no longer exists. A code used on an order is
 * refused (UserFacingError: deactivate it instead), so its orders keep their report. The code's row
 * is locked first: a checkout redeeming it at the same moment either commits first (and is counted)
 * or waits and finds it gone.
 */
export function deletePromoCodeIfUnused(id: string): Promise<boolean> {
  return transaction(async () => {
    const [row] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for("update");
    if (!row) return false;
    const uses = await countRedemptions(id);
    if (uses > 0)
      throw new UserFacingError(`Used on ${uses} ${uses === 1 ? "order" : "orders"}: deactivate it instead`);
    await db.delete(promoCodes).where(eq(promoCodes.id, id));
    return true;
  });
}
