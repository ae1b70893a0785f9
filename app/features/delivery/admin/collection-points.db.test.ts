import { describe, expect, it } from "vitest";
import { activeCollectionPoints, checkCollectionPoint } from "../collection-points.server";
import { CollectionPointSchema, NO_HOURS_MESSAGE, splitHours } from "./collection-point-schemas";
import { dispatchIntent } from "~/lib/intents.server";
import {
  collectionPointIntents,
  deleteCollectionPoint,
  listCollectionPoints,
  moveCollectionPoint,
  saveCollectionPoint,
  setCollectionPointActive,
} from "./collection-points.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

/** The section's forms as the Settings tab dispatches them. */
const collectionPointsAction = (body: FormData) =>
  dispatchIntent(new Request("http://localhost/admin/settings", { method: "POST", body }), collectionPointIntents);

const messages = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (CollectionPointSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

async function answer(response: unknown): Promise<{ ok?: boolean; toast?: { title: string }; status: number }> {
  // failed() answers data(…, { status }); succeeded() a plain object.
  if (response && typeof response === "object" && "init" in response) {
    const d = response as { data: object; init: { status?: number } | null };
    return { ...d.data, status: d.init?.status ?? 200 };
  }
  return { ...(response as object), status: 200 };
}

describe("collection point validation", () => {
  it("says what is missing or wrong, field by field, all at once", () => {
    expect(messages({})).toEqual({
      name: "Please enter the collection point's name",
      address: "Please enter the address",
      postcode: "Please enter the postcode",
      saturdayFrom: NO_HOURS_MESSAGE,
    });
    expect(
      messages({
        name: "Kitchen",
        address: "1 Road",
        postcode: "SE15",
        saturdayFrom: "11:00",
        sundayFrom: "14:00",
        sundayUntil: "13:00",
      }),
    ).toEqual({
      postcode: "Please enter a valid UK postcode, for example SE15 1AA.",
      saturdayUntil: "Please enter when Saturday collection ends",
      sundayUntil: "Sunday collection must end after it starts",
    });
    expect(
      messages({ name: "K", address: "1 Road", postcode: "SE15 2PH", sundayFrom: "9am", sundayUntil: "12:00" }),
    ).toEqual({
      sundayFrom: "Please enter a time such as 11:00",
    });
  });

  it("accepts one day's hours and formats the postcode", () => {
    const parsed = CollectionPointSchema.parse({
      name: " Kitchen ",
      address: "12 Consort Road",
      postcode: "se152ph",
      sundayFrom: "11:00",
      sundayUntil: "13:00",
    });
    expect(parsed).toMatchObject({ name: "Kitchen", postcode: "SE15 2PH", sundayFrom: "11:00" });
    expect(splitHours("11:00 - 14:00")).toEqual({ from: "11:00", until: "14:00" });
    expect(splitHours("9:30-12:00")).toEqual({ from: "09:30", until: "12:00" });
    expect(splitHours("")).toEqual({ from: "", until: "" });
  });
});

describe("collection points in the Settings tab", () => {
  it("adds, edits, reorders, deactivates and deletes points; only active ones are offered", async () => {
    const added = await answer(
      await collectionPointsAction(
        form({
          intent: "save-collection-point",
          name: "Kitchen",
          address: "12 Consort Road, Peckham",
          postcode: "se15 2ph",
          instructions: "Side gate",
          saturdayFrom: "11:00",
          saturdayUntil: "14:00",
        }),
      ),
    );
    expect(added).toMatchObject({ ok: true, toast: { title: "Collection point added" }, saved: true });
    await saveCollectionPoint({
      name: "Stall",
      address: "Rye Lane",
      postcode: "SE15 4ST",
      sundayFrom: "09:00",
      sundayUntil: "12:00",
    });
    let points = await listCollectionPoints();
    expect(points.map((p) => [p.name, p.postcode, p.saturdayHours, p.sundayHours, p.displayOrder])).toEqual([
      ["Kitchen", "SE15 2PH", "11:00 - 14:00", "", 1],
      ["Stall", "SE15 4ST", "", "09:00 - 12:00", 2],
    ]);
    const [kitchen, stall] = points;

    const refused = await answer(
      await collectionPointsAction(
        form({ intent: "save-collection-point", id: kitchen.id, name: "", address: "x", postcode: "x" }),
      ),
    );
    expect(refused).toMatchObject({ status: 400, toast: { title: "Failed to save the collection point" } });
    expect((await listCollectionPoints())[0].name).toBe("Kitchen");

    const edited = await answer(
      await collectionPointsAction(
        form({
          intent: "save-collection-point",
          id: kitchen.id,
          name: "Saffron Kitchen",
          address: "12 Consort Road, Peckham",
          postcode: "SE15 2PH",
          saturdayFrom: "10:00",
          saturdayUntil: "13:00",
          sundayFrom: "11:00",
          sundayUntil: "12:00",
        }),
      ),
    );
    expect(edited).toMatchObject({ ok: true, toast: { title: "Collection point updated" } });

    expect(await moveCollectionPoint(stall.id, "up")).toBe(true);
    expect(await moveCollectionPoint(stall.id, "up")).toBe(false);
    points = await listCollectionPoints();
    expect(points.map((p) => p.name)).toEqual(["Stall", "Saffron Kitchen"]);
    expect(points[1].instructions).toBe("");

    expect(
      await answer(
        await collectionPointsAction(form({ intent: "toggle-collection-point", id: stall.id, value: "deactivate" })),
      ),
    ).toMatchObject({ ok: true, toast: { title: "Collection point deactivated" } });
    expect((await activeCollectionPoints()).map((p) => p.name)).toEqual(["Saffron Kitchen"]);
    expect(await checkCollectionPoint(stall.id, "2031-03-16")).toMatchObject({ ok: false });
    expect(await checkCollectionPoint(kitchen.id, "2031-03-16")).toEqual({
      ok: true,
      point: expect.objectContaining({ id: kitchen.id }),
      snapshot: "Saffron Kitchen, 12 Consort Road, Peckham, SE15 2PH (Sunday 11:00 - 12:00)",
    });
    expect(await setCollectionPointActive(stall.id, true)).toBe(true);
    expect((await activeCollectionPoints()).map((p) => p.name)).toEqual(["Stall", "Saffron Kitchen"]);

    expect(
      await answer(await collectionPointsAction(form({ intent: "delete-collection-point", id: stall.id }))),
    ).toMatchObject({ ok: true, toast: { title: "Collection point deleted" } });
    expect(await deleteCollectionPoint(stall.id)).toBe(false);
    expect(
      await answer(await collectionPointsAction(form({ intent: "delete-collection-point", id: stall.id }))),
    ).toMatchObject({ status: 404 });
    expect((await listCollectionPoints()).map((p) => p.name)).toEqual(["Saffron Kitchen"]);
  });
});
