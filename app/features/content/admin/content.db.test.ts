import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { websiteContent } from "~/db/schema";
import { db } from "~/lib/db.server";
import { contentAction, createExpectedContent } from "./content.server";

function update(id: string, value: string) {
  const body = new URLSearchParams({ intent: "update", id, value });
  return contentAction(new Request("http://localhost/admin/content", { method: "POST", body }));
}

async function answer(id: string, value: string) {
  type Toast = { toast: { type: string; title: string; description?: string } };
  const response = (await update(id, value)) as unknown as Toast | { init: { status?: number } | null; data: Toast };
  if ("toast" in response) return { status: 200, toast: response.toast };
  return { status: response.init?.status ?? 200, toast: response.data.toast };
}

const stored = async (id: string) => (await db.select().from(websiteContent).where(eq(websiteContent.id, id)))[0].value;

describe("editing website texts", () => {
  it("refuses a text over 20,000 characters and keeps the old one", async () => {
    const entry = await createExpectedContent("hero", "tagline");
    const before = await stored(entry.id);
    expect(await answer(entry.id, "x".repeat(1_000_000))).toEqual({
      status: 400,
      toast: {
        type: "error",
        title: "Failed to update content",
        description: "The text must be at most 20,000 characters",
      },
    });
    expect(await stored(entry.id)).toBe(before);
  });

  it("accepts only web addresses for social links (no data: or javascript: URLs), and emails for email", async () => {
    const instagram = await createExpectedContent("social-links", "instagram");
    for (const bad of ["data:text/html,<script>alert(1)</script>", "javascript:alert(1)", "instagram.com/x"]) {
      const refused = await answer(instagram.id, bad);
      expect([refused.status, refused.toast.description]).toEqual([
        400,
        "Please enter a web address starting with https:// or http://",
      ]);
    }
    expect(await stored(instagram.id)).toBe("");
    expect((await answer(instagram.id, "https://instagram.com/saffrondabba")).status).toBe(200);
    expect(await stored(instagram.id)).toBe("https://instagram.com/saffrondabba");

    const email = await createExpectedContent("social-links", "email");
    expect((await answer(email.id, "not an email")).toast.description).toBe("Please enter an email address");
    expect((await answer(email.id, "mailto:hello@example.com")).status).toBe(200);
  });

  it("answers a malformed id with 400 'Content not found', not a server error", async () => {
    expect(await answer("not-a-uuid", "text")).toEqual({
      status: 400,
      toast: { type: "error", title: "Failed to update content", description: "Content not found" },
    });
  });
});
