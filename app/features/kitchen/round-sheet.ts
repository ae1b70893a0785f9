import type { DeliveryWindow } from "~/features/orders/public";
import { groupRound } from "./round-order";

/** One order of the date as read from the database. */
export interface RoundOrderRow {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  fulfilment: "delivery" | "collection";
  address: string | null;
  city: string | null;
  postcode: string | null;
  instructions: string | null;
  /** The delivery window the customer chose (null = any time). */
  deliveryWindow: DeliveryWindow | null;
  allergyNote: string | null;
  boxes: number;
  collectionPointId: string | null;
  /** The point as the customer was told it (name, address, hours). */
  collectionPoint: string | null;
  /** The point's current name, while it exists. */
  collectionPointName: string | null;
}

interface Handover {
  orderId: string;
  orderNumber: string;
  name: string;
  phone: string;
  boxes: number;
  /** "2 × Essentials (Standard)", "Custom Order: 10 portions in 3 boxes": one per order line. */
  contents: string[];
  /** The customer's allergy note, trimmed; null when there is none. */
  allergyNote: string | null;
}

export interface RoundStop extends Handover {
  /** 1, 2, … along the round. */
  stop: number;
  address: string;
  city: string;
  postcode: string;
  district: string;
  sector: string | null;
  instructions: string | null;
  window: DeliveryWindow | null;
}

export interface RoundDistrict {
  district: string;
  stops: RoundStop[];
  boxes: number;
}

export interface RoundCollection extends Handover {
  /** "C1", "C2", … across the points. */
  ref: string;
}

export interface RoundCollectionPoint {
  /** The point, while it exists (null for an order whose point was deleted). */
  collectionPointId: string | null;
  name: string;
  /** Where and when, as the customers were told it. */
  details: string | null;
  collections: RoundCollection[];
  boxes: number;
}

export interface RoundSheet {
  date: string;
  districts: RoundDistrict[];
  collectionPoints: RoundCollectionPoint[];
  totals: { stops: number; deliveryBoxes: number; collections: number; collectionBoxes: number; allergyNotes: number };
}

const collator = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });
const sum = (items: Array<{ boxes: number }>) => items.reduce((n, i) => n + i.boxes, 0);
const text = (value: string | null) => value?.trim() || null;

function handover(row: RoundOrderRow, contents: Map<string, string[]>): Handover {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    boxes: row.boxes,
    contents: contents.get(row.id) ?? [],
    allergyNote: text(row.allergyNote),
  };
}

/** The collection points of the date by name, each with its orders by customer name. */
function collectionGroups(rows: RoundOrderRow[], contents: Map<string, string[]>): RoundCollectionPoint[] {
  const points = new Map<string, RoundCollectionPoint>();
  for (const row of rows) {
    const key = row.collectionPointId ?? `snapshot:${row.collectionPoint ?? ""}`;
    const name = row.collectionPointName ?? row.collectionPoint?.split(",")[0] ?? "Collection point";
    const point = points.get(key) ?? {
      collectionPointId: row.collectionPointId,
      name,
      details: text(row.collectionPoint),
      collections: [],
      boxes: 0,
    };
    point.collections.push({ ...handover(row, contents), ref: "" });
    point.boxes += row.boxes;
    points.set(key, point);
  }
  const sorted = [...points.values()].sort((a, b) => collator.compare(a.name, b.name));
  let ref = 0;
  for (const point of sorted) {
    point.collections.sort((a, b) => collator.compare(a.name, b.name) || a.orderNumber.localeCompare(b.orderNumber));
    for (const c of point.collections) c.ref = `C${++ref}`;
  }
  return sorted;
}

/** The sheet from the date's orders and their lines' texts (in their order within each order). */
export function buildRoundSheet(
  date: string,
  rows: RoundOrderRow[],
  lines: Array<{ orderId: string; text: string }>,
): RoundSheet {
  const contents = new Map<string, string[]>();
  for (const line of lines) contents.set(line.orderId, [...(contents.get(line.orderId) ?? []), line.text]);

  const deliveries = rows
    .filter((r) => r.fulfilment === "delivery")
    .map((r) => ({
      ...handover(r, contents),
      address: r.address ?? "",
      city: r.city ?? "",
      postcode: r.postcode,
      instructions: text(r.instructions),
      window: r.deliveryWindow,
    }));
  let stop = 0;
  const districts = groupRound(deliveries).map(({ district, stops }) => ({
    district,
    stops: stops.map((s) => ({ ...s, stop: ++stop })),
    boxes: sum(stops),
  }));
  const collectionPoints = collectionGroups(
    rows.filter((r) => r.fulfilment === "collection"),
    contents,
  );
  const collections = collectionPoints.flatMap((p) => p.collections);
  return {
    date,
    districts,
    collectionPoints,
    totals: {
      stops: stop,
      deliveryBoxes: sum(districts),
      collections: collections.length,
      collectionBoxes: sum(collectionPoints),
      allergyNotes: [...deliveries, ...collections].filter((h) => h.allergyNote).length,
    },
  };
}
