import { BUSINESS_TIME_ZONE, todayInLondon } from "~/lib/dates";
import { formatPence, formatPenceShort } from "~/lib/money";
import type { PromoRule } from "../promo-rules";

/** A code's columns the list reads (dates as the loader sends them). */
export type PromoCodeRow = Omit<PromoRule, "validFrom" | "validUntil"> & {
  description: string;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
};

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "31 Dec 2026": the London day of an instant. */
export const londonDayText = (at: Date | string) => dayFormat.format(new Date(at));

/** "2026-12-31": the London day of an instant, as a date input holds it. */
export const londonIsoDay = (at: Date | string) => todayInLondon(new Date(at));

/** What the code gives: "10% off", "£5.00 off", "Free delivery". */
export function offerText(code: Pick<PromoCodeRow, "kind" | "percentOff" | "amountOffPence">): string {
  if (code.kind === "percent") return `${code.percentOff}% off`;
  if (code.kind === "fixed") return `${formatPence(code.amountOffPence ?? 0)} off`;
  return "Free delivery";
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/**
 * The conditions in short words, in the order a customer meets them: "First order only · Min £30 ·
 * Delivery only · Until 31 Dec 2026 · 100 uses · 1 per customer · First 4 weekends". `boxTypeName`
 * names a box type by id (a deleted one is left out).
 */
export function conditionsText(code: PromoCodeRow, boxTypeName: (id: string) => string | undefined): string[] {
  const parts: string[] = [];
  if (code.firstOrderOnly) parts.push("First order only");
  if (code.minSpendPence) parts.push(`Min ${formatPenceShort(code.minSpendPence)}`);
  if (code.boxTypeIds.length > 0) {
    const names = code.boxTypeIds.map(boxTypeName).filter((n): n is string => Boolean(n));
    if (code.includesCustom) names.push("Custom boxes");
    parts.push(`${names.join(", ") || "No box type on sale"} only`);
  }
  if (code.fulfilment === "delivery") parts.push("Delivery only");
  if (code.fulfilment === "collection") parts.push("Collection only");
  if (code.validFrom) parts.push(`From ${londonDayText(code.validFrom)}`);
  if (code.validUntil) parts.push(`Until ${londonDayText(code.validUntil)}`);
  if (code.maxUses) parts.push(plural(code.maxUses, "use", "uses"));
  if (code.maxUsesPerCustomer) parts.push(`${code.maxUsesPerCustomer.toLocaleString("en-GB")} per customer`);
  if (code.duration === "weekends" && code.durationWeekends)
    parts.push(code.durationWeekends === 1 ? "First weekend" : `First ${code.durationWeekends} weekends`);
  if (code.duration === "forever") parts.push("Every weekend");
  return parts;
}

export type PromoStatus = "Active" | "Inactive" | "Expired" | "Used up" | "Scheduled";

/**
 * Where a code stands now: switched off, past its last day, out of uses (paid orders), not yet
 * started, or taken at checkout.
 */
export function promoStatus(
  code: Pick<PromoCodeRow, "isActive" | "validFrom" | "validUntil" | "maxUses">,
  uses: number,
  now: Date,
): PromoStatus {
  if (!code.isActive) return "Inactive";
  if (code.validUntil && new Date(code.validUntil) < now) return "Expired";
  if (code.maxUses && uses >= code.maxUses) return "Used up";
  if (code.validFrom && new Date(code.validFrom) > now) return "Scheduled";
  return "Active";
}
