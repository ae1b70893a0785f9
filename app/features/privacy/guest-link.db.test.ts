/**
 * A guest's way to their data: a signed link that expires in an hour and refuses any change; the
 * request form answers the same whatever we hold; the link's page downloads and erases. And My
 * account's erasure asks for the typed confirmation.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer, guestOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { guestLinkToken, LINK_MINUTES, readGuestLink } from "./guest-link.server";
import { myDataAction } from "./pages/my-data.server";
import { loadYourDataPage, yourDataAction, yourDataExport } from "./pages/your-data.server";

const SATURDAY = "2026-11-28";
const placedAt = new Date("2026-11-19T10:00:00Z");
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(fields) });
/** An action's answer: a redirect's status, or data(…)'s status and value, or a plain value (200). */
function answerOf(answer: unknown): { status: number; data: unknown } {
  if (answer instanceof Response) return { status: answer.status, data: null };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { init, data } = answer as { init?: { status?: number } | null; data: unknown };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: answer };
}
const mailsTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));

describe("the guest's link", () => {
  it("opens the email it was made for until it expires", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const token = guestLinkToken("Meera@Example.com", now);
    expect(readGuestLink(token, now)).toBe("meera@example.com");
    expect(readGuestLink(token, new Date(now.getTime() + (LINK_MINUTES - 1) * 60_000))).toBe("meera@example.com");
    expect(readGuestLink(token, new Date(now.getTime() + (LINK_MINUTES + 1) * 60_000))).toBeNull();
  });

  it("refuses a changed email, expiry or signature, and anything else", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const token = guestLinkToken("meera@example.com", now);
    const [payload, signature] = token.split(".");
    const [email, expires] = Buffer.from(payload, "base64url").toString().split(":");
    const reencoded = (value: string) => `${Buffer.from(value).toString("base64url")}.${signature}`;
    expect(readGuestLink(reencoded(`ravi@example.com:${expires}`), now)).toBeNull();
    expect(readGuestLink(reencoded(`${email}:${Number(expires) + 86_400}`), now)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(readGuestLink(`${payload}.${flipped}`, now)).toBeNull();
    for (const bad of ["", "x", `${payload}`, `${payload}.`, `${token}.extra`, null, undefined])
      expect(readGuestLink(bad, now)).toBeNull();
  });
});

describe("asking for a link", () => {
  it("answers the same for an unknown address, a guest's and an account's; mails only those we hold", async () => {
    const guest = `guest-${unique()}@example.com`;
    const unknown = `nobody-${unique()}@example.com`;
    const account = await createCustomer(db);
    await guestOrderOf(cartOf(SATURDAY, essentialsLine()), { email: guest }, placedAt);

    const answers = [];
    for (const email of [unknown, guest, account.email]) {
      const answer = answerOf(
        await yourDataAction(post("/your-data", { intent: "request", email }), `203.0.113.${answers.length + 1}`),
      );
      answers.push(answer);
    }
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].data).toMatchObject({
      sent: true,
      toast: { description: expect.stringContaining("If we hold data for that address") },
    });

    expect(await mailsTo(unknown)).toEqual([]);
    const [guestMail] = await mailsTo(guest);
    expect(guestMail).toMatchObject({ kind: "data-request" });
    expect(guestMail.text).toMatch(/\/your-data\?token=[\w-]+\.[\w-]+/);
    const [accountMail] = await mailsTo(account.email);
    expect(accountMail.text).toContain("/login?redirectTo=%2Fmy-account%2Fdata");
    expect(accountMail.text).not.toContain("token=");
  });

  it("refuses a fourth request for one address within the hour, the same for any address", async () => {
    const email = `nobody-${unique()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        answerOf(await yourDataAction(post("/your-data", { intent: "request", email }), `198.51.100.${i}`)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("refuses a malformed address field by field", async () => {
    const answer = answerOf(
      await yourDataAction(post("/your-data", { intent: "request", email: "meera@" }), "192.0.2.9"),
    );
    expect(answer.status).toBe(400);
  });
});

describe("the link's page", () => {
  it("shows what is held, downloads it, and erases it after the typed confirmation", async () => {
    const email = `guest-${unique()}@example.com`;
    const order = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), { email }, placedAt);
    const token = guestLinkToken(email);
    const page = await loadYourDataPage(new Request(`http://localhost:3000/your-data?token=${token}`));
    expect(page).toMatchObject({ state: "open", email, summary: { orders: 1, account: false } });

    const download = await yourDataExport(
      new Request(`http://localhost:3000/your-data/export?token=${token}&format=json`),
    );
    expect(download.status).toBe(200);
    expect((await download.json()).orders[0].orderNumber).toBe(order.orderNumber);
    const tampered = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(
      (await yourDataExport(new Request(`http://localhost:3000/your-data/export?token=${tampered}&format=json`)))
        .status,
    ).toBe(403);

    // Without the typed confirmation nothing happens; with a changed token neither.
    expect(
      answerOf(await yourDataAction(post("/your-data", { intent: "erase", token, confirm: "yes" }), "192.0.2.1"))
        .status,
    ).toBe(400);
    expect(
      answerOf(
        await yourDataAction(post("/your-data", { intent: "erase", token: tampered, confirm: "DELETE" }), "192.0.2.1"),
      ).status,
    ).toBe(403);
    const [still] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(still.email).toBe(email);

    const erased = await yourDataAction(post("/your-data", { intent: "erase", token, confirm: "delete" }), "192.0.2.1");
    expect(erased).toBeInstanceOf(Response);
    expect((erased as Response).headers.get("Location")).toBe("/");
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after).toMatchObject({ firstName: "Erased", phone: "", totalPence: order.totalPence });
    expect(after.email).toMatch(/^erased-[0-9a-f]+@invalid$/);
  });

  it("tells an account's holder to sign in, and refuses an expired link", async () => {
    const account = await createCustomer(db);
    const signIn = await loadYourDataPage(
      new Request(`http://localhost:3000/your-data?token=${guestLinkToken(account.email)}`),
    );
    expect(signIn).toEqual({ state: "sign-in" });
    const old = guestLinkToken("meera@example.com", new Date(Date.now() - (LINK_MINUTES + 1) * 60_000));
    expect(await loadYourDataPage(new Request(`http://localhost:3000/your-data?token=${old}`))).toEqual({
      state: "expired",
    });
    expect(await loadYourDataPage(new Request("http://localhost:3000/your-data"))).toEqual({ state: "ask" });
  });
});

describe("deleting the account in My account", () => {
  it("asks for the email or DELETE, refuses an admin, then erases and signs out", async () => {
    const user = await createCustomer(db);
    const customer = { id: user.id, email: user.email, role: "user" as const };
    const wrong = answerOf(
      await myDataAction(post("/my-account/data", { intent: "erase", confirm: "yes please" }), customer),
    );
    expect(wrong.status).toBe(400);
    expect(await db.select().from(s.user).where(eq(s.user.id, user.id))).toHaveLength(1);

    const admin = answerOf(
      await myDataAction(post("/my-account/data", { intent: "erase", confirm: "DELETE" }), {
        ...customer,
        role: "admin",
      }),
    );
    expect(admin.status).toBe(400);
    expect(await db.select().from(s.user).where(eq(s.user.id, user.id))).toHaveLength(1);

    const other = answerOf(await myDataAction(post("/my-account/data", { intent: "frobnicate" }), customer));
    expect(other.status).toBe(400);

    const done = await myDataAction(
      post("/my-account/data", { intent: "erase", confirm: ` ${user.email.toUpperCase()} ` }),
      customer,
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe("/");
    expect((done as Response).headers.getSetCookie().join("\n")).toContain("dabba_toast=");
    expect(await db.select().from(s.user).where(eq(s.user.id, user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(s.user)
        .where(sql`lower(${s.user.email}) = ${user.email}`),
    ).toEqual([]);
  });
});
