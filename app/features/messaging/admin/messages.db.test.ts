import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import { messagesAction } from "./messages.server";

const post = (values: Record<string, string>) =>
  messagesAction(new Request("http://test/admin/messages", { method: "POST", body: new URLSearchParams(values) }));

describe("the Messages tab's action", () => {
  it("marks a message read and deletes it; an unknown intent or a bad form answers 400 and changes nothing", async () => {
    const [message] = await db
      .insert(contactMessages)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.com", message: "Do you deliver to SE4?" })
      .returning();
    const stored = async () => db.select().from(contactMessages).where(eq(contactMessages.id, message.id));

    for (const [values, title] of [
      [{ intent: "archive", id: message.id }, "This action is not available"],
      [{ intent: "constructor", id: message.id, value: "read" }, "This action is not available"],
      [{ id: message.id, value: "read" }, "This action is not available"],
      [{ intent: "read", id: message.id, value: "seen" }, "Failed to update message"],
      [{ intent: "delete-message", id: "not-an-id" }, "Failed to update message"],
    ] as const) {
      expect(await post(values)).toMatchObject({ init: { status: 400 }, data: { toast: { title } } });
    }
    expect(await stored()).toEqual([message]);

    expect(await post({ intent: "read", id: message.id, value: "read" })).toMatchObject({
      ok: true,
      toast: { title: "Marked as read" },
    });
    expect((await stored())[0].isRead).toBe(true);
    expect(await post({ intent: "delete-message", id: message.id })).toMatchObject({
      ok: true,
      toast: { title: "Message deleted" },
    });
    expect(await stored()).toEqual([]);
  });
});
