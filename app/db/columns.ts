import { boolean, integer, timestamp, uuid } from "drizzle-orm/pg-core";

/** The columns most tables share, each a fresh builder per table. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A row the owner shows or hides and puts in order on the page (team, collection points, …). */
export const listed = () => ({
  isActive: boolean("is_active").notNull().default(true),
  displayOrder: integer("display_order").notNull().default(0),
});
