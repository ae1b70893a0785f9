/**
 * Property test of the checkout's money (decisions 042, 043): for random orders, codes and
 * balances, the order written keeps total = lines + shipping − discounts, the code's part within the
 * discounts, credit = min(balance, total), and the card is asked for exactly total − credit.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { startPayment } from "~/features/payments/checkout.server";
import { addCredit, creditBalance } from "~/features/wallet/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, customLine, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";

const now = new Date("2026-11-19T10:00:00Z");
const DATE = "2026-11-28";
let dishes: string[];

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  const ids = await createOrderingMenu(db, DATE, ["Punjabi", "Goan"]);
  dishes = [ids["Goan Lamb"], ids["Goan Saag"], ids["Punjabi Chicken"]];
  invalidatePublicCaches();
});

const codeArb = fc.oneof(
  fc.record({ kind: fc.constant("percent" as const), percentOff: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("fixed" as const), amountOffPence: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant("free_delivery" as const) }),
);

let n = 0;

describe("the money of a checkout", () => {
  it("always adds up, whatever the order, the code and the credit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 3 }),
        fc.option(codeArb, { nil: null }),
        fc.integer({ min: 0, max: 15_000 }),
        async (boxes, portions, code, balance) => {
          fc.pre(boxes > 0 || portions.length > 0);
          const user = await createCustomer(db);
          if (balance > 0) await addCredit({ userId: user.id, amountPence: balance, reason: "grant", note: "Test" });
          const promo = code
            ? (
                await db
                  .insert(s.promoCodes)
                  .values({ code: `P${++n}-${Date.now()}`, ...code })
                  .returning()
              )[0]
            : null;
          const lines = [
            ...(boxes > 0 ? [essentialsLine({ quantity: boxes })] : []),
            ...(portions.length ? [customLine(portions.map((q, i) => [dishes[i], q]))] : []),
          ];
          const created = await createOrderFromCart({
            cart: cartOf(DATE, ...lines),
            customer: customerDetails({ email: user.email }),
            userId: user.id,
            isGuest: false,
            provider: "test",
            now,
            promoCode: promo?.code ?? null,
          });
          if (!created.ok) throw new Error(created.message);
          const o = created.order;
          expect(o.totalPence).toBe(o.subtotalPence + o.shippingPence - o.discountPence);
          expect(o.totalPence).toBeGreaterThanOrEqual(0);
          expect(o.promoDiscountPence).toBeLessThanOrEqual(o.discountPence);
          if (promo?.kind === "free_delivery") expect(o.promoDiscountPence).toBe(o.shippingPence);
          expect(o.creditPence).toBe(Math.min(balance, o.totalPence));
          expect(await creditBalance(user.id)).toBe(balance - o.creditPence);
          const started = await startPayment(o);
          expect(started.ok).toBe(true);
          const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, o.id));
          expect(payment.amountPence).toBe(o.totalPence - o.creditPence);
          expect(payment.provider).toBe(o.totalPence === o.creditPence ? "credit" : "test");
        },
      ),
      { numRuns: 25 },
    );
  });
});
