import { boolean, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const deliveryPostcodes = pgTable("delivery_postcodes", {
  id: uuid("id").primaryKey().defaultRandom(),
  prefix: text("prefix").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Visitors outside the area who asked to be told when delivery reaches them. */
export const postcodeWaitlist = pgTable(
  "postcode_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    postcode: text("postcode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("postcode_waitlist_email_postcode").on(t.email, t.postcode)],
);
