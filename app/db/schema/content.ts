import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, listed } from "../columns";

export const contentType = pgEnum("content_type", ["text", "textarea"]);

export const websiteImages = pgTable("website_images", {
  id: id(),
  fileName: text("file_name").notNull(),
  filePath: text("file_path").notNull(),
  publicUrl: text("public_url").notNull(),
  altText: text("alt_text"),
  usageContext: text("usage_context").notNull(),
  width: integer("width"),
  height: integer("height"),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: createdAt(),
});

export const websiteContent = pgTable(
  "website_content",
  {
    id: id(),
    section: text("section").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    contentType: contentType("content_type").notNull().default("text"),
    description: text("description"),
    updatedAt: updatedAt(),
  },
  (t) => [unique("website_content_section_key_unique").on(t.section, t.key)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: id(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    imageUrl: text("image_url"),
    bio: text("bio"),
    ...listed(),
    createdAt: createdAt(),
  },
  (t) => [
    check("team_members_bio_length", sql`char_length(${t.bio}) <= 300`),
    // One person once, whatever the case of their name.
    uniqueIndex("team_members_name_key").on(sql`lower(${t.name})`),
  ],
);
