import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { orderRow } from "../../../../tests/factories/order-rows";
import { OrderFiltersSchema } from "../order-status";
import { listAdminOrders } from "./orders.server";

const DATE = "2032-03-06";

const order = (orderNumber: string, firstName: string, lastName: string, email: string, postcode: string) =>
  orderRow({ orderNumber, firstName, lastName, email, postcode, deliveryDate: DATE });

const search = async (q: string) =>
  (await listAdminOrders(OrderFiltersSchema.parse({ q, date: DATE }))).orders.map((o) => o.orderNumber).sort();

describe("the Orders tab's search", () => {
  beforeAll(async () => {
    await db
      .insert(s.orders)
      .values([
        order("DB-SEARCH-1", "Asha", "Patel", "asha.patel@example.com", "SE15 4AB"),
        order("DB-SEARCH-2", "Ben", "Okafor", "ben_100%@example.com", "SE4 1QA"),
        order("DB-SEARCH-3", "Chloe", "Patelski", "chloe@example.org", "SE14 6AF"),
      ]);
  });

  it("finds an order by a part of its number, email, full name or postcode, in any case", async () => {
    expect(await search("search-2")).toEqual(["DB-SEARCH-2"]);
    expect(await search("EXAMPLE.ORG")).toEqual(["DB-SEARCH-3"]);
    expect(await search("patel")).toEqual(["DB-SEARCH-1", "DB-SEARCH-3"]);
    expect(await search("asha pat")).toEqual(["DB-SEARCH-1"]);
    expect(await search("se146af")).toEqual(["DB-SEARCH-3"]);
    expect(await search("Se15 4ab")).toEqual(["DB-SEARCH-1"]);
  });

  it("reads % and _ as themselves, not as wildcards", async () => {
    expect(await search("100%")).toEqual(["DB-SEARCH-2"]);
    expect(await search("n_1")).toEqual(["DB-SEARCH-2"]);
    expect(await search("%")).toEqual(["DB-SEARCH-2"]);
  });
});
