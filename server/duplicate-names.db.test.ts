import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import * as adminLayout from "~/routes/admin/layout";
import * as cuisinesPage from "~/routes/admin/cuisines";
import * as boxTypesPage from "~/routes/admin/box-types";
import * as teamPage from "~/routes/admin/team";
import * as settingsPage from "~/routes/admin/settings";
import * as deliveryPage from "~/routes/admin/delivery";
import * as login from "~/routes/account/login";
import * as authApi from "~/routes/api/auth.$";
import { adminSession, formPost, requestApp, type PageAnswer } from "../tests/request-app";

const admin = (id: string, path: string, module: object) => ({ id, path, module, parentId: "admin" });
const request = requestApp([
  { id: "admin", path: "admin", module: adminLayout },
  admin("cuisines", "cuisines", cuisinesPage),
  admin("box-types", "box-types", boxTypesPage),
  admin("team", "team", teamPage),
  admin("settings", "settings", settingsPage),
  admin("delivery", "delivery", deliveryPage),
  { id: "login", path: "login", module: login },
  { id: "auth", path: "api/auth/*", module: authApi },
]);

let cookie = "";
beforeAll(async () => {
  cookie = await adminSession(request, "names-admin@example.com");
});

async function post(path: string, values: Record<string, string>) {
  const response = await request(
    path,
    formPost(new URLSearchParams(values), { "content-type": "application/x-www-form-urlencoded", cookie }),
  );
  const { actionData } = (await response.json()) as PageAnswer;
  return { status: response.status, toast: actionData?.toast as { type: string; description?: string } };
}

/** How many rows of `table` are named `name`, whatever the case. */
async function named(table: typeof s.cuisines | typeof s.boxTypes | typeof s.teamMembers, name: string) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`);
  return rows.length;
}

describe("a name the owner gives is one name whatever its case", () => {
  it('a cuisine: "bengali" beside "Bengali" is refused, and renaming one to the other too', async () => {
    expect((await post("/admin/cuisines", { intent: "add", name: "Bengali" })).status).toBe(200);
    const again = await post("/admin/cuisines", { intent: "add", name: "bengali" });
    expect(again).toMatchObject({
      status: 400,
      toast: { type: "error", description: "A cuisine with this name already exists" },
    });
    expect(await named(s.cuisines, "bengali")).toBe(1);

    await post("/admin/cuisines", { intent: "add", name: "Goan" });
    const [goan] = await db.select().from(s.cuisines).where(eq(s.cuisines.name, "Goan"));
    const renamed = await post("/admin/cuisines", { intent: "rename", id: goan.id, name: "BENGALI" });
    expect(renamed).toMatchObject({ status: 400, toast: { description: "A cuisine with this name already exists" } });
    // Its own name in another case is no duplicate.
    expect((await post("/admin/cuisines", { intent: "rename", id: goan.id, name: "GOAN" })).status).toBe(200);
  });

  it("a box type", async () => {
    const box = { name: "Family Box", basePrice: "40", vegetarianPrice: "36", kind: "pick", mealCount: "6" };
    expect((await post("/admin/box-types", box)).status).toBe(200);
    expect(await post("/admin/box-types", { ...box, name: "FAMILY box" })).toMatchObject({
      status: 400,
      toast: { type: "error", description: "A box type with this name already exists" },
    });
    expect(await named(s.boxTypes, "family box")).toBe(1);
  });

  it("a team member", async () => {
    expect((await post("/admin/team", { intent: "save", name: "Asha Patel", title: "Cook" })).status).toBe(200);
    expect(await post("/admin/team", { intent: "save", name: "asha patel", title: "Driver" })).toMatchObject({
      status: 400,
      toast: { type: "error", description: "A team member with this name already exists" },
    });
    expect(await named(s.teamMembers, "asha patel")).toBe(1);
  });

  it("a collection point", async () => {
    const point = {
      intent: "save-collection-point",
      name: "Peckham Library",
      address: "122 Peckham Hill Street",
      postcode: "SE15 5JR",
      saturdayFrom: "10:00",
      saturdayUntil: "12:00",
    };
    expect((await post("/admin/settings", point)).status).toBe(200);
    expect(await post("/admin/settings", { ...point, name: "PECKHAM library" })).toMatchObject({
      status: 400,
      toast: { type: "error", description: "A collection point with this name already exists" },
    });
    const points = await db
      .select()
      .from(s.collectionPoints)
      .where(sql`lower(${s.collectionPoints.name}) = 'peckham library'`);
    expect(points).toHaveLength(1);
  });

  it("a delivery postcode prefix", async () => {
    expect((await post("/admin/delivery", { intent: "add", prefix: "SE22" })).status).toBe(200);
    expect(await post("/admin/delivery", { intent: "add", prefix: "se22" })).toMatchObject({
      status: 400,
      toast: { type: "error", title: "This postcode prefix already exists" },
    });
  });

  it("an account's email: signing up again in capitals makes no second account", async () => {
    const signUp = (email: string) =>
      request(
        "/api/auth/sign-up/email",
        formPost(JSON.stringify({ email, password: "correct-horse-42", name: "Asha" }), {
          "content-type": "application/json",
        }),
      );
    expect((await signUp("case-twin@example.com")).status).toBe(200);
    expect((await signUp("CASE-Twin@Example.com")).status).toBe(200);
    const accounts = await db
      .select()
      .from(s.user)
      .where(sql`lower(${s.user.email}) = 'case-twin@example.com'`);
    expect(accounts.map((a) => a.email)).toEqual(["case-twin@example.com"]);
    // The database holds it too: no write can store the same address in another case.
    const twin = { id: "case-twin", name: "Twin", email: "Case-Twin@example.com", emailVerified: false };
    await expect(db.insert(s.user).values(twin)).rejects.toThrow();
  });
});
