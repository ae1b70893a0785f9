import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const contentType = pgEnum("content_type", ["text", "textarea"]);

export const websiteImages = pgTable("website_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  filePath: text("file_path").notNull(),
  publicUrl: text("public_url").notNull(),
  altText: text("alt_text"),
  usageContext: text("usage_context").notNull(),
  width: integer("width"),
  height: integer("height"),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const websiteContent = pgTable(
  "website_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    section: text("section").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    contentType: contentType("content_type").notNull().default("text"),
    description: text("description"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("website_content_section_key_unique").on(t.section, t.key)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    imageUrl: text("image_url"),
    bio: text("bio"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("team_members_bio_length", sql`char_length(${t.bio}) <= 300`),
    // One person once, whatever the case of their name.
    uniqueIndex("team_members_name_key").on(sql`lower(${t.name})`),
  ],
);
