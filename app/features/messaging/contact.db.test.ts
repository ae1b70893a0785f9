import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { ContactMessageSchema } from "./contact-schemas";
import { submitContactMessage } from "./contact.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const valid = {
  firstName: "Meera",
  lastName: "Shah",
  email: "meera@example.com",
  subject: "Catering",
  message: "Can you cook for 30 people?",
};

describe("contact form", () => {
  it("requires a first name, a valid email and a message, within length limits", () => {
    const errors = (fields: Record<string, string>) => {
      const result = parseWithZod(form(fields), { schema: ContactMessageSchema });
      return result.status === "success" ? {} : result.error;
    };
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, lastName: "", subject: "" })).toEqual({});
    expect(errors({ ...valid, firstName: "" })).toEqual({ firstName: ["Please enter your first name"] });
    expect(errors({ ...valid, email: "" })).toEqual({ email: ["Please enter your email address"] });
    expect(errors({ ...valid, email: "meera@" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(errors({ ...valid, message: "" })).toEqual({ message: ["Please enter a message"] });
    expect(errors({ ...valid, message: "x".repeat(2001) })).toEqual({
      message: ["Message must be at most 2000 characters"],
    });
    expect(errors({ ...valid, subject: "x".repeat(151) })).toEqual({
      subject: ["Subject must be at most 150 characters"],
    });
  });

  it("stores the message and emails it to the business address", async () => {
    await db
      .insert(s.businessSettings)
      .values({ id: 1, businessName: "Test Kitchen", contactEmail: "owner@test-kitchen.example" })
      .onConflictDoNothing();
    const { id } = await submitContactMessage({ ...valid, email: "Meera@Example.com" });
    const [stored] = await db.select().from(s.contactMessages).where(eq(s.contactMessages.id, id));
    expect(stored).toMatchObject({
      firstName: "Meera",
      lastName: "Shah",
      email: "meera@example.com",
      subject: "Catering",
      isRead: false,
    });
    const mails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, "owner@test-kitchen.example"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "contact", subject: "Contact form: Catering" });
    expect(mails[0].text).toContain("Can you cook for 30 people?");
    expect(mails[0].text).toContain("Meera Shah <Meera@Example.com>");
  });
});
