import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { creditMovements } from "~/db/schema";
import { listUsers, loadUsersTab, RoleChangeError, setUserRole, usersAction } from "./users.server";

async function makeUser(email: string, role: "admin" | "user", firstName: string | null = null) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: firstName ?? email, email, emailVerified: true, role });
  if (firstName) await db.insert(profiles).values({ id, firstName, lastName: "Shah", email });
  return id;
}

describe("user roles (admin)", () => {
  it("lists users with profile names, filters by role and searches", async () => {
    await makeUser("nina@example.com", "user", "Nina");
    await makeUser("omar@example.com", "user");
    const all = await listUsers({ sort: "email", page: 1 });
    const nina = all.users.find((u) => u.email === "nina@example.com")!;
    expect(nina).toMatchObject({ firstName: "Nina", lastName: "Shah", role: "user" });
    expect(all.users.find((u) => u.email === "omar@example.com")).toMatchObject({ firstName: null, lastName: null });
    expect((await listUsers({ sort: "email", page: 1, q: "NINA" })).users.map((u) => u.email)).toEqual([
      "nina@example.com",
    ]);
  });

  it("promotes and demotes, but never the last admin", async () => {
    const boss = await makeUser("boss@example.com", "admin");
    const helper = await makeUser("helper@example.com", "user");
    const otherAdmins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    for (const other of otherAdmins)
      if (other.id !== boss) await db.update(user).set({ role: "user" }).where(eq(user.id, other.id));

    await expect(setUserRole(boss, "user")).rejects.toBeInstanceOf(RoleChangeError);
    await setUserRole(helper, "admin");
    expect((await listUsers({ sort: "newest", page: 1, role: "admin" })).users.map((u) => u.email).sort()).toEqual([
      "boss@example.com",
      "helper@example.com",
    ]);
    await setUserRole(boss, "user");
    const [after] = await db.select({ role: user.role }).from(user).where(eq(user.id, boss));
    expect(after.role).toBe("user");
    await expect(setUserRole(helper, "user")).rejects.toThrow("The last admin cannot be made a user");
  });
});

describe("the Users tab's action", () => {
  const post = (values: Record<string, string>, adminId = "no-admin") =>
    usersAction(new Request("http://test/admin/users", { method: "POST", body: new URLSearchParams(values) }), adminId);
  const roleOf = async (id: string) => (await db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0].role;

  it("changes a role from the buttons' form (no intent), and answers an unknown intent 400 without a change", async () => {
    const id = await makeUser("priya@example.com", "user");
    for (const intent of ["delete", "__proto__"]) {
      expect(await post({ intent, userId: id, role: "admin" })).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "This action is not available" } },
      });
      expect(await roleOf(id)).toBe("user");
    }
    expect(await post({ userId: id, role: "admin" })).toMatchObject({
      ok: true,
      toast: { title: "User role updated to admin" },
    });
    expect(await roleOf(id)).toBe("admin");
  });

  it("gives a customer store credit (at most £500, with a note), shown as their balance on the tab", async () => {
    const admin = await makeUser("owner-credit@example.com", "admin");
    const customer = await makeUser("credit-me@example.com", "user");
    const give = (amount: string, note = "Sorry about the late box") =>
      post({ intent: "give-credit", userId: customer, amount, note }, admin);

    for (const [amount, note, why] of [
      ["0", "x", "Enter an amount in pounds, e.g. 12.50"],
      ["12.345", "x", "Enter an amount in pounds, e.g. 12.50"],
      ["-5", "x", "Enter an amount in pounds, e.g. 12.50"],
      ["500.01", "x", "At most £500.00 can be given at once"],
      ["10", "  ", "Say why the credit is given: the customer reads it"],
    ])
      expect(await give(amount, note)).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "Credit not given", description: why } },
      });
    expect(await post({ intent: "give-credit", userId: "nobody-at-all", amount: "5", note: "x" }, admin)).toMatchObject(
      {
        init: { status: 400 },
      },
    );

    expect(await give("12.50")).toMatchObject({
      ok: true,
      toast: { title: "£12.50 store credit given", description: "Their store credit is now £12.50." },
    });
    expect(await give("£500")).toMatchObject({
      ok: true,
      toast: { description: "Their store credit is now £512.50." },
    });
    const rows = await db.select().from(creditMovements).where(eq(creditMovements.userId, customer));
    expect(rows.map((r) => [r.reason, r.amountPence, r.note, r.adminId]).sort()).toEqual([
      ["grant", 1250, "Sorry about the late box", admin],
      ["grant", 50000, "Sorry about the late box", admin],
    ]);

    const tab = await loadUsersTab(new Request("http://test/admin/users?q=credit-me"), admin);
    expect(tab.users.map((u) => [u.email, u.creditPence])).toEqual([["credit-me@example.com", 51250]]);
  });
});
