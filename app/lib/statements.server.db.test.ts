import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { db, transaction } from "./db.server";
import { placeholderRows, preparedStatement, statementsByShape } from "./statements.server";

type Mail = Partial<typeof emailOutbox.$inferInsert> & { to: string };

const insertMail = statementsByShape<Array<typeof emailOutbox.$inferSelect>>();

/** One outbox row through a statement built once per shape, as checkout writes its order. */
function writeMail(mail: Mail) {
  const row = placeholderRows(emailOutbox, [{ subject: "Hello", html: "<p>Hi</p>", text: "Hi", ...mail }], "m");
  return insertMail(row.shape, row.values, (root, name) =>
    root.insert(emailOutbox).values(row.placeholders()).returning().prepare(name),
  );
}

const mailTo = preparedStatement("test_mail_to", (root, name) =>
  root
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, sql.placeholder("to")))
    .prepare(name),
);

afterEach(async () => {
  await db.delete(emailOutbox);
});

describe("statements built once", () => {
  it("run in the caller's transaction when there is one: undone with it, seen inside it", async () => {
    await expect(
      transaction(async () => {
        await writeMail({ to: "undone@example.com" });
        // Through the transaction's own connection (on PGlite a read past it would wait forever).
        expect(await mailTo({ to: "undone@example.com" })).toHaveLength(1);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await mailTo({ to: "undone@example.com" })).toEqual([]);
    await transaction(() => writeMail({ to: "kept@example.com" }));
    await writeMail({ to: "outside@example.com" });
    expect((await db.select().from(emailOutbox)).map((m) => m.to).sort()).toEqual([
      "kept@example.com",
      "outside@example.com",
    ]);
  });

  it("bind each value as Drizzle would: NULL as NULL, an instant as that instant, a column left out takes its default", async () => {
    const at = new Date("2026-11-21T10:30:00.000Z");
    const [sent] = await writeMail({ to: "a@example.com", sentAt: at, lastAttemptAt: null, error: null });
    expect(sent).toMatchObject({ sentAt: at, lastAttemptAt: null, error: null, kind: "general", status: "stored" });
    const [other] = await writeMail({ to: "b@example.com", kind: "contact", attempts: 2 });
    expect(other).toMatchObject({ sentAt: null, kind: "contact", attempts: 2 });
    expect(other.createdAt).toBeInstanceOf(Date);
  });

  it("tell shapes apart by the columns each row sets", () => {
    const a = placeholderRows(emailOutbox, [{ to: "a", error: null }], "m");
    const b = placeholderRows(emailOutbox, [{ to: "a", error: undefined }], "m");
    expect(a.shape).not.toBe(b.shape);
    expect(a.values).toEqual({ m0_to: "a", m0_error: null });
  });
});
