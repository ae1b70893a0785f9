import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { roundSheetCsv } from "./round-sheet-csv";
import { getRoundSheet, loadRoundSheetPage, roundSheetCsvResponse } from "./round-sheet.server";

const SATURDAY = "2031-06-14";
const SUNDAY = "2031-06-15";
let serial = 0;

type Status = (typeof s.orderStatus.enumValues)[number];
interface Seed {
  name: string;
  status?: Status;
  postcode?: string;
  address?: string;
  instructions?: string;
  allergyNote?: string;
  window?: "morning" | "afternoon" | "evening";
  collectionPoint?: { id: string; snapshot: string };
  lines: Array<[label: string, quantity: number]>;
  date?: string;
}

async function order(seed: Seed) {
  serial++;
  const [first, last] = seed.name.split(" ");
  const collection = seed.collectionPoint;
  const boxes = seed.lines.reduce((n, [, q]) => n + q, 0);
  const [o] = await db
    .insert(s.orders)
    .values({
      orderNumber: `TIF-ROUND${String(serial).padStart(3, "0")}`,
      status: seed.status ?? "paid",
      email: `round${serial}@example.com`,
      firstName: first,
      lastName: last,
      phone: `07700 900${String(serial).padStart(3, "0")}`,
      fulfilment: collection ? "collection" : "delivery",
      address: collection ? null : (seed.address ?? "1 Test Street"),
      city: collection ? null : "London",
      postcode: collection ? null : (seed.postcode ?? "SE15 1AA"),
      collectionPointId: collection?.id ?? null,
      collectionPoint: collection?.snapshot ?? null,
      deliveryInstructions: seed.instructions ?? null,
      deliveryWindow: seed.window ?? null,
      allergyNote: seed.allergyNote ?? null,
      deliveryDate: seed.date ?? SATURDAY,
      subtotalPence: 0,
      shippingPence: 0,
      discountPence: 0,
      totalPence: 0,
      boxes,
      containers: 0,
      paymentProvider: "test",
    })
    .returning();
  await db.insert(s.orderLines).values(
    seed.lines.map(([label, quantity], position) => ({
      orderId: o.id,
      position,
      lineType: "box" as const,
      label,
      quantity,
      unitPricePence: 0,
      lineTotalPence: 0,
    })),
  );
  return o;
}

/** A delivery order to `address`, `postcode`, with any more of its seed. */
const delivery = (
  name: string,
  postcode: string,
  address: string,
  lines: Seed["lines"],
  more: Omit<Seed, "name" | "postcode" | "address" | "lines"> = {},
) => order({ name, postcode, address, lines, ...more });

/** A weekend: deliveries in SE15 (sectors 4 and 5), SE4 and SE22, a collection, and orders that are not on the round. */
async function seedWeekend() {
  const [point] = await db
    .insert(s.collectionPoints)
    .values({ name: "Saffron Kitchen", address: "12 Consort Road, Peckham", postcode: "SE15 2PH" })
    .returning();
  const snapshot = "Saffron Kitchen, 12 Consort Road, Peckham, SE15 2PH (Saturday 11:00 - 14:00)";
  await delivery("Rita Rye", "SE15 4ST", "12 Rye Lane", [["Essentials (Standard)", 2]]);
  await delivery("Cal Choumert", "se15 5ab", "1 Choumert Road", [["Essentials Plus (Vegetarian)", 1]], {
    status: "preparing",
  });
  await delivery(
    "Bea Bellenden",
    "SE15 4QQ",
    "3 Bellenden Road",
    [
      ["Essentials (Standard)", 1],
      ["Custom lines", 1],
    ],
    {
      instructions: "Ring twice, side door",
      allergyNote: "  Severe peanut allergy  ",
      window: "evening",
      status: "out_for_delivery",
    },
  );
  await delivery("Lou Lordship", "SE22 8HH", "5 Lordship Lane", [["Essentials", 1]]);
  await delivery("Bo Brockley", "SE4 1AA", "9 Brockley Road", [["Essentials", 3]], {
    instructions: '=HYPERLINK("http://evil")',
    status: "delivered",
  });
  await order({
    name: "Cora Collector",
    collectionPoint: { id: point.id, snapshot },
    allergyNote: "Sesame",
    lines: [["Essentials", 1]],
  });
  // Not on the round: cancelled, unpaid, refunded, and Sunday's.
  await order({ name: "Cy Cancelled", postcode: "SE15 4AA", status: "cancelled", lines: [["Essentials", 4]] });
  await order({ name: "Una Unpaid", postcode: "SE4 1AB", status: "pending_payment", lines: [["Essentials", 1]] });
  await order({ name: "Ray Refunded", postcode: "SE22 8AA", status: "refunded", lines: [["Essentials", 1]] });
  await order({ name: "Sid Sunday", postcode: "SE15 4ST", date: SUNDAY, lines: [["Essentials", 1]] });
}

describe("round sheet", () => {
  beforeAll(seedWeekend);

  it("lists a date's deliveries by district in round order with totals, and its collections apart", async () => {
    const sheet = await getRoundSheet(SATURDAY);

    expect(sheet.districts.map((d) => [d.district, d.stops.length, d.boxes])).toEqual([
      ["SE4", 1, 3],
      ["SE15", 3, 5],
      ["SE22", 1, 1],
    ]);
    const stops = sheet.districts.flatMap((d) => d.stops);
    expect(stops.map((st) => [st.stop, st.name, st.postcode])).toEqual([
      [1, "Bo Brockley", "SE4 1AA"],
      [2, "Bea Bellenden", "SE15 4QQ"],
      [3, "Rita Rye", "SE15 4ST"],
      [4, "Cal Choumert", "SE15 5AB"],
      [5, "Lou Lordship", "SE22 8HH"],
    ]);
    expect(stops[1]).toMatchObject({
      address: "3 Bellenden Road",
      city: "London",
      sector: "SE15 4",
      phone: expect.stringMatching(/^07700 900/),
      instructions: "Ring twice, side door",
      window: "evening",
      allergyNote: "Severe peanut allergy",
      boxes: 2,
      contents: ["1 × Essentials (Standard)", "1 × Custom lines"],
    });
    expect(stops.filter((st) => st.allergyNote).map((st) => st.name)).toEqual(["Bea Bellenden"]);
    expect(stops.filter((st) => st.window).map((st) => st.name)).toEqual(["Bea Bellenden"]);

    expect(sheet.collectionPoints).toEqual([
      expect.objectContaining({
        name: "Saffron Kitchen",
        details: expect.stringContaining("Saturday 11:00"),
        boxes: 1,
      }),
    ]);
    expect(sheet.collectionPoints[0].collections).toEqual([
      expect.objectContaining({ ref: "C1", name: "Cora Collector", allergyNote: "Sesame", boxes: 1 }),
    ]);
    expect(sheet.totals).toEqual({ stops: 5, deliveryBoxes: 9, collections: 1, collectionBoxes: 1, allergyNotes: 2 });

    const sunday = await getRoundSheet(SUNDAY);
    expect(sunday.districts.flatMap((d) => d.stops.map((st) => st.name))).toEqual(["Sid Sunday"]);
  });

  it("writes the CSV one row per stop in the same order, quoted, with formulas made text", async () => {
    const csv = roundSheetCsv(await getRoundSheet(SATURDAY));
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe(
      "Stop,District,Name,Address,City,Postcode,Phone,Boxes,Contents,Instructions,Window,Allergy note,Fulfilment",
    );
    expect(rows.slice(1, 7).map((r) => r.split(",").slice(0, 3).join(","))).toEqual([
      "1,SE4,Bo Brockley",
      "2,SE15,Bea Bellenden",
      "3,SE15,Rita Rye",
      "4,SE15,Cal Choumert",
      "5,SE22,Lou Lordship",
      "C1,,Cora Collector",
    ]);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows[2]).toMatch(
      /^2,SE15,Bea Bellenden,3 Bellenden Road,London,SE15 4QQ,07700 900\d{3},2,1 × Essentials \(Standard\); 1 × Custom lines,"Ring twice, side door",Evening \(after 5pm\),Severe peanut allergy,Delivery$/,
    );
    expect(rows[6]).toMatch(
      /^C1,,Cora Collector,,,,07700 900\d{3},1,1 × Essentials,,,Sesame,Collection: Saffron Kitchen$/,
    );
    expect(rows[4]).toMatch(/^4,SE15,Cal Choumert,.*,Any time,,Delivery$/);
    expect(rows).toHaveLength(8);
    expect(rows[7]).toBe("");
    expect(csv).not.toContain("Cy Cancelled");
  });

  it("answers the CSV download for a date and refuses a request without one", async () => {
    const ok = await roundSheetCsvResponse(new Request(`http://x/admin/orders/round-sheet.csv?date=${SATURDAY}`));
    expect(ok.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(ok.headers.get("content-disposition")).toContain(`round-sheet-${SATURDAY}.csv`);
    expect(await ok.text()).toContain("Bo Brockley");
    const bad = await roundSheetCsvResponse(new Request("http://x/admin/orders/round-sheet.csv?date=soon"));
    expect(bad.status).toBe(400);
  });

  it("shows an empty sheet for a date without orders", async () => {
    const { sheet } = await loadRoundSheetPage(new Request("http://x/admin/orders/round-sheet?date=2031-06-21"));
    expect(sheet).toMatchObject({ date: "2031-06-21", districts: [], collectionPoints: [] });
    expect(sheet.totals.stops).toBe(0);
  });
});
