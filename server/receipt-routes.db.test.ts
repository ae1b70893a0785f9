import { hashPassword } from "better-auth/crypto";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { issueDueDocuments } from "~/features/receipts/public.server";
import { db } from "~/lib/db.server";
import * as login from "~/routes/account/login";
import * as myOrderReceipt from "~/routes/account/my-order-receipt-pdf";
import * as accountsCsv from "~/routes/admin/accounts-csv";
import * as adminLayout from "~/routes/admin/layout";
import * as adminOrderReceipt from "~/routes/admin/order-receipt-pdf";
import * as authApi from "~/routes/api/auth.$";
import { orderRow, writeOrder } from "../tests/factories/order-rows";
import { adminSession, requestApp, signIn } from "../tests/request-app";

const request = requestApp([
  { id: "admin", path: "admin", module: adminLayout },
  {
    id: "admin-receipt",
    path: "orders/:orderId/receipts/:file",
    module: adminOrderReceipt,
    parentId: "admin",
  },
  { id: "accounts-csv", path: "dashboard/accounts.csv", module: accountsCsv, parentId: "admin" },
  { id: "my-receipt", path: "my-account/orders/:orderId/receipts/:file", module: myOrderReceipt },
  { id: "login", path: "login", module: login },
  { id: "auth", path: "api/auth/*", module: authApi },
]);

/** A customer with a password, signed in through /login: the session's Cookie header. */
async function customerSession(email: string) {
  const id = randomUUID();
  await db.insert(s.user).values({ id, name: "Customer", email, emailVerified: true });
  await db.insert(s.account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword("customer-password-1"),
  });
  return { id, cookie: await signIn(request, email, "customer-password-1") };
}

let path = "";
let owner: { id: string; cookie: string };
let stranger: { id: string; cookie: string };
let admin = "";

beforeAll(async () => {
  owner = await customerSession("receipt-owner@example.com");
  stranger = await customerSession("receipt-stranger@example.com");
  admin = await adminSession(request, "receipts-admin@example.com");
  const order = await writeOrder(
    db,
    orderRow({
      orderNumber: "TIF-ROUTE001",
      firstName: "Asha",
      lastName: "Patel",
      email: "receipt-owner@example.com",
      postcode: "SE15 4ST",
      deliveryDate: "2026-11-28",
      userId: owner.id,
      paidAt: new Date("2026-11-20T10:00:00Z"),
    }),
    [
      {
        lineType: "custom",
        label: "Custom: Samosas",
        quantity: 30,
        unitPricePence: 100,
        lineTotalPence: 3000,
        items: [{ name: "Samosa", quantity: 30 }],
      },
    ],
  );
  // The receipt is issued when the order's documents are first asked for (or by the job).
  const [receiptId] = await issueDueDocuments();
  path = `/orders/${order.id}/receipts/${receiptId}.pdf`;
});

describe("the receipt's PDF routes", () => {
  it("the order's customer downloads it from My account; another customer or nobody signed in gets 404", async () => {
    const own = await request(`/my-account${path}`, { headers: { cookie: owner.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="receipt-R-000001.pdf"');
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect((await request(`/my-account${path}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await request(`/my-account${path}`)).status).toBe(404);
    expect(
      (await request(`/my-account${path.replace(".pdf", ".txt")}`, { headers: { cookie: owner.cookie } })).status,
    ).toBe(404);
  });

  it("the back-office gets any order's; a customer does not", async () => {
    const response = await request(`/admin${path}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await request(`/admin${path}`, { headers: { cookie: owner.cookie } })).status).not.toBe(200);
  });

  it("the accounts CSV answers the owner a CSV, and a bad period 400 with its message", async () => {
    const csv = await request("/admin/dashboard/accounts.csv?from=2026-11-01&to=2026-11-30", {
      headers: { cookie: admin },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain("R-000001");
    const bad = await request("/admin/dashboard/accounts.csv?from=2026-11-30&to=2026-11-01", {
      headers: { cookie: admin },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The period's last day comes before its first");
  });
});
