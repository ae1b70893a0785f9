import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, listed } from "../columns";

export const deliveryPostcodes = pgTable("delivery_postcodes", {
  id: id(),
  prefix: text("prefix").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/** Visitors outside the area who asked to be told when delivery reaches them. */
export const postcodeWaitlist = pgTable(
  "postcode_waitlist",
  {
    id: id(),
    email: text("email").notNull(),
    postcode: text("postcode").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("postcode_waitlist_email_postcode").on(t.email, t.postcode)],
);

/** Where customers may collect their order instead of having it delivered (by name: one name, one point). */
export const collectionPoints = pgTable(
  "collection_points",
  {
    id: id(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    postcode: text("postcode").notNull().default(""),
    instructions: text("instructions").notNull().default(""),
    /** Collection hours as shown to customers, e.g. "10:00 - 13:00"; empty = no collection that day. */
    saturdayHours: text("saturday_hours").notNull().default(""),
    sundayHours: text("sunday_hours").notNull().default(""),
    ...listed(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("collection_points_name_key").on(sql`lower(${t.name})`)],
);

/** Per-date capacity override (number of boxes that can be delivered that day). */
export const deliveryCapacity = pgTable(
  "delivery_capacity",
  {
    deliveryDate: date("delivery_date").primaryKey(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [check("delivery_capacity_non_negative", sql`${t.capacity} >= 0`)],
);
