import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../columns";
import { collectionPoints } from "./delivery";
import { orders } from "./orders";

/**
 * The geocoder's answer for a postcode (decision 041): looked up once, then read from here, so a
 * round is planned without the network. `lat`/`lng` are null for a postcode the geocoder does not
 * know (asked again after a week).
 */
export const postcodePositions = pgTable("postcode_positions", {
  /** The postcode as parsed, with one space ("SE15 4ST"). */
  postcode: text("postcode").primaryKey(),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  /** The geocoder that answered ("postcodes.io"). */
  source: text("source").notNull(),
  lookedUpAt: timestamp("looked_up_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a delivery order's stop is: copied from its postcode's position when the round is first
 * planned, or put there by the owner (`corrected`), and then kept with the order.
 */
export const stopPositions = pgTable("stop_positions", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  source: text("source", { enum: ["geocoder", "owner"] }).notNull(),
  updatedAt: updatedAt(),
});

/** A driver's round on a delivery date: where it starts and ends, when it leaves, its signed page. */
export const roundDrivers = pgTable(
  "round_drivers",
  {
    id: id(),
    date: date("date").notNull(),
    /** 1, 2, … in the owner's list. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    startLabel: text("start_label").notNull(),
    startLat: doublePrecision("start_lat").notNull(),
    startLng: doublePrecision("start_lng").notNull(),
    endLabel: text("end_label").notNull(),
    endLat: doublePrecision("end_lat").notNull(),
    endLng: doublePrecision("end_lng").notNull(),
    startTime: time("start_time").notNull(),
    /** When the driver pressed "Start round" on their page. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("round_drivers_date_position").on(t.date, t.position)],
);

/**
 * One stop of a driver's round, in order: a delivery order, or a collection point's drop (its
 * orders taken there within its hours). Outcome and photo are the driver's; `notifiedAt` is when
 * its customer was told "you're next".
 */
export const roundStops = pgTable(
  "round_stops",
  {
    id: id(),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => roundDrivers.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    collectionPointId: uuid("collection_point_id").references(() => collectionPoints.id, { onDelete: "cascade" }),
    /** Estimated arrival, minutes after midnight (London) on the date. */
    arrivalMinutes: integer("arrival_minutes").notNull(),
    outcome: text("outcome", { enum: ["delivered", "failed"] }),
    failureReason: text("failure_reason"),
    /** The proof-of-delivery photo's key in the uploads storage. */
    photoKey: text("photo_key"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("round_stops_order").on(t.orderId),
    index("round_stops_point").on(t.collectionPointId),
    index("round_stops_driver").on(t.driverId, t.sequence),
    check("round_stops_one_kind", sql`(${t.orderId} IS NULL) <> (${t.collectionPointId} IS NULL)`),
  ],
);
