import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { promoCodeReport } from "~/features/reports/promo-report.server";
import { db } from "~/lib/db.server";
import { createOrderingMenu, ESSENTIALS_ID } from "../../../../tests/factories/ordering";
import { orderRow } from "../../../../tests/factories/order-rows";
import {
  CUSTOM_ONLY_MESSAGE,
  DUPLICATE_CODE_MESSAGE,
  PERCENT_MESSAGE,
  UNTIL_BEFORE_FROM_MESSAGE,
  WEEKENDS_MESSAGE,
} from "../code-schema";
import { getPromoCode, listPromoCodes, londonDayEnd, londonDayStart } from "../codes.server";
import { loadPromoCode, loadPromotionsTab, promoCodeAction, promotionsAction } from "./promotions.server";

const now = new Date("2026-11-27T12:00:00Z");

const post = (values: Record<string, string | string[]>, url = "http://localhost/admin/promotions") => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return new Request(url, { method: "POST", body });
};

type Answer = {
  status: number;
  ok?: boolean;
  toast?: { title: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
  location?: string | null;
};

/** An action's answer as the browser gets it: a redirect (with its toast cookie), or data and its status. */
async function answer(response: unknown): Promise<Answer> {
  if (response instanceof Response) return { status: response.status, location: response.headers.get("Location") };
  if (response && typeof response === "object" && "init" in response) {
    const d = response as { data: object; init: { status?: number } | null };
    return { ...d.data, status: d.init?.status ?? 200 };
  }
  return { ...(response as object), status: 200 };
}

const WELCOME = {
  intent: "save-promo",
  code: "Welcome10",
  description: "New customers",
  kind: "percent",
  percentOff: "10",
  firstOrderOnly: "on",
  fulfilment: "any",
  maxUsesPerCustomer: "1",
  duration: "once",
  isActive: "on",
};

const create = async (values: Record<string, string | string[]>) => answer(await promotionsAction(post(values)));
const errors = async (values: Record<string, string | string[]>) => {
  const refused = await create(values);
  expect(refused.status).toBe(400);
  return refused.result?.error ?? {};
};

const tabOf = () => loadPromotionsTab(promoCodeReport, now);

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

describe("making promo codes in the Promotions tab", () => {
  it("creates a valid code, stored as typed, and lists it with what it gives and its conditions", async () => {
    expect(await tabOf()).toMatchObject({ codes: [] });
    const created = await create(WELCOME);
    expect(created).toMatchObject({ status: 302, location: "/admin/promotions" });

    const [row] = (await listPromoCodes()).filter((c) => c.code === "Welcome10");
    expect(row).toMatchObject({
      kind: "percent",
      percentOff: 10,
      amountOffPence: null,
      firstOrderOnly: true,
      maxUsesPerCustomer: 1,
      fulfilment: null,
      boxTypeIds: [],
      includesCustom: true,
      duration: "once",
      durationWeekends: null,
      isActive: true,
    });
    const listed = (await tabOf()).codes.find((c) => c.id === row.id);
    expect(listed).toMatchObject({
      code: "Welcome10",
      offer: "10% off",
      conditions: ["First order only", "1 per customer"],
      status: "Active",
      uses: 0,
      discountPence: 0,
      revenuePence: 0,
    });
  });

  it("says each refusal on its field", async () => {
    // Welcome10 exists: the same code in capitals is taken.
    expect(await errors({ ...WELCOME, code: "WELCOME10" })).toEqual({ code: [DUPLICATE_CODE_MESSAGE] });
    const duplicate = await create({ ...WELCOME, code: "welcome10" });
    expect(duplicate.toast).toMatchObject({
      title: "Failed to create the promo code",
      description: DUPLICATE_CODE_MESSAGE,
    });
    expect(duplicate.result?.error).toEqual({ code: [DUPLICATE_CODE_MESSAGE] });
    expect((await errors({ ...WELCOME, code: "NEW", percentOff: "0" })).percentOff).toEqual([PERCENT_MESSAGE]);
    expect((await errors({ ...WELCOME, code: "NEW", percentOff: "101" })).percentOff).toEqual([PERCENT_MESSAGE]);
    expect((await errors({ ...WELCOME, code: "NEW", percentOff: "" })).percentOff).toEqual([PERCENT_MESSAGE]);
    expect(
      (await errors({ ...WELCOME, code: "NEW", validFrom: "2026-12-10", validUntil: "2026-12-01" })).validUntil,
    ).toEqual([UNTIL_BEFORE_FROM_MESSAGE]);
    expect((await errors({ ...WELCOME, code: "NEW", duration: "weekends" })).durationWeekends).toEqual([
      WEEKENDS_MESSAGE,
    ]);
    expect(
      (await errors({ ...WELCOME, code: "NEW", duration: "weekends", durationWeekends: "53" })).durationWeekends,
    ).toEqual([WEEKENDS_MESSAGE]);
    expect((await errors({ ...WELCOME, code: "NEW", includesCustom: "on" })).boxTypeIds).toEqual([CUSTOM_ONLY_MESSAGE]);
    // What another choice hides is not read: a fixed code's percent, a once-only code's weekends.
    expect(
      await create({
        ...WELCOME,
        code: "HIDDEN-5",
        kind: "fixed",
        amountOff: "5",
        percentOff: "0",
        durationWeekends: "99",
      }),
    ).toMatchObject({ status: 302 });
    expect((await listPromoCodes()).find((c) => c.code === "HIDDEN-5")).toMatchObject({
      amountOffPence: 500,
      percentOff: null,
      durationWeekends: null,
    });
    const several = await errors({ intent: "save-promo", code: "x!", fulfilment: "any", duration: "once" });
    expect(Object.keys(several).sort()).toEqual(["code", "kind"]);
    expect((await listPromoCodes()).map((c) => c.code)).not.toContain("NEW");
  });

  it("keeps a fixed code's amount in pence, its London days and its box types; edits it", async () => {
    expect(
      await create({
        intent: "save-promo",
        code: "SUMMER-5",
        kind: "fixed",
        amountOff: "£5.50",
        percentOff: "20",
        minSpend: "30",
        boxTypeIds: [ESSENTIALS_ID],
        includesCustom: "on",
        fulfilment: "delivery",
        validFrom: "2026-06-01",
        validUntil: "2026-12-31",
        maxUses: "100",
        duration: "weekends",
        durationWeekends: "4",
      }),
    ).toMatchObject({ status: 302 });
    const [row] = (await listPromoCodes()).filter((c) => c.code === "SUMMER-5");
    expect(row).toMatchObject({
      kind: "fixed",
      amountOffPence: 550,
      percentOff: null,
      minSpendPence: 3000,
      boxTypeIds: [ESSENTIALS_ID],
      includesCustom: true,
      fulfilment: "delivery",
      maxUses: 100,
      durationWeekends: 4,
      isActive: false,
    });
    // British Summer Time on the first day, Greenwich time on the last.
    expect(row.validFrom?.toISOString()).toBe("2026-05-31T23:00:00.000Z");
    expect(row.validUntil?.toISOString()).toBe("2026-12-31T23:59:59.999Z");
    expect(londonDayStart("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(londonDayEnd("2026-03-29").toISOString()).toBe("2026-03-29T22:59:59.999Z");

    const listed = (await tabOf()).codes.find((c) => c.id === row.id)!;
    expect(listed.offer).toBe("£5.50 off");
    expect(listed.conditions.join(" · ")).toBe(
      "Min £30 · Essentials, Custom boxes only · Delivery only · From 1 Jun 2026 · Until 31 Dec 2026 · 100 uses · First 4 weekends",
    );
    expect(listed.status).toBe("Inactive");
    expect((await loadPromoCode(row.id)).boxTypes.map((b) => b.id)).toContain(ESSENTIALS_ID);

    const url = `http://localhost/admin/promotions/${row.id}`;
    const edited = await answer(
      await promoCodeAction(
        post(
          { ...WELCOME, code: "SUMMER-5", kind: "free_delivery", duration: "forever", validUntil: "2026-11-01" },
          url,
        ),
        row.id,
      ),
    );
    expect(edited).toMatchObject({ status: 302, location: "/admin/promotions" });
    expect(await getPromoCode(row.id)).toMatchObject({
      kind: "free_delivery",
      amountOffPence: null,
      minSpendPence: null,
    });
    expect((await tabOf()).codes.find((c) => c.id === row.id)).toMatchObject({
      offer: "Free delivery",
      status: "Expired",
      conditions: ["First order only", "Until 1 Nov 2026", "1 per customer", "Every weekend"],
    });
    const renamed = await answer(await promoCodeAction(post({ ...WELCOME, code: "WELCOME10" }, url), row.id));
    expect(renamed).toMatchObject({ status: 400, toast: { description: DUPLICATE_CODE_MESSAGE } });
    expect(await answer(await promoCodeAction(post(WELCOME, url), "not-an-id"))).toMatchObject({ status: 404 });
    await expect(loadPromoCode("not-an-id")).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the report per code", () => {
  it("counts the uses, discount and revenue of paid orders only; a used code is deactivated, not deleted", async () => {
    await create({ ...WELCOME, code: "REPORT", maxUses: "2" });
    await create({ ...WELCOME, code: "UNUSED" });
    const codes = await listPromoCodes();
    const report = codes.find((c) => c.code === "REPORT")!;
    const unused = codes.find((c) => c.code === "UNUSED")!;

    let n = 0;
    const redeemed = async (status: "paid" | "pending_payment" | "cancelled" | "refunded", paid: boolean) => {
      n += 1;
      const total = 2700 + n;
      const [order] = await db
        .insert(s.orders)
        .values(
          orderRow({
            orderNumber: `PROMO-${n}-${Date.now().toString(36)}`,
            firstName: "Asha",
            lastName: "Patel",
            email: `report-${n}@example.com`,
            postcode: "SE15 4ST",
            deliveryDate: "2026-11-28",
            status,
            paidAt: paid ? now : null,
            discountPence: 300,
            promoCode: "report",
            promoDiscountPence: 300,
            totalPence: total,
          }),
        )
        .returning();
      await db.insert(s.promoRedemptions).values({
        promoCodeId: report.id,
        orderId: order.id,
        customerEmail: order.email,
        discountPence: 300,
      });
      return total;
    };
    const paidTotals = [await redeemed("paid", true), await redeemed("refunded", true)];
    await redeemed("pending_payment", false);
    await redeemed("cancelled", false);

    expect((await promoCodeReport([report.id, unused.id])).get(report.id)).toEqual({
      uses: 2,
      discountPence: 600,
      revenuePence: paidTotals[0] + paidTotals[1],
    });
    expect((await promoCodeReport()).has(unused.id)).toBe(false);
    const tab = await tabOf();
    expect(tab.codes.find((c) => c.id === report.id)).toMatchObject({
      uses: 2,
      discountPence: 600,
      revenuePence: paidTotals[0] + paidTotals[1],
      status: "Used up",
    });
    expect(tab.codes.find((c) => c.id === unused.id)).toMatchObject({ uses: 0, status: "Active" });

    const refused = await answer(await promotionsAction(post({ intent: "delete-promo", id: report.id })));
    expect(refused).toMatchObject({
      status: 400,
      toast: { title: "Failed to delete the promo code", description: "Used on 4 orders: deactivate it instead" },
    });
    expect(
      await answer(await promotionsAction(post({ intent: "toggle-promo", id: report.id, value: "deactivate" }))),
    ).toMatchObject({ ok: true, toast: { title: "Promo code deactivated" } });
    expect((await getPromoCode(report.id))?.isActive).toBe(false);
    expect((await tabOf()).codes.find((c) => c.id === report.id)?.status).toBe("Inactive");

    expect(await answer(await promotionsAction(post({ intent: "delete-promo", id: unused.id })))).toMatchObject({
      ok: true,
      toast: { title: "Promo code deleted" },
    });
    expect(await getPromoCode(unused.id)).toBeNull();
    expect(await answer(await promotionsAction(post({ intent: "delete-promo", id: unused.id })))).toMatchObject({
      status: 404,
    });
    expect(await answer(await promotionsAction(post({ intent: "delete-promo", id: "x" })))).toMatchObject({
      status: 404,
    });
  });
});
