import PgBoss10 from "pg-boss-v10";
import { describe, expect, it } from "vitest";
import { executeSql } from "~/lib/db.server";

// A shop that ran on pg-boss 10 has its jobs in a schema pg-boss 12 cannot migrate (version 24;
// it starts at 25). The first start on pg-boss 12 must keep the mail that was waiting to go.
describe("jobs left by pg-boss 10", () => {
  it("are kept through the upgrade: the waiting ones move to the new tables under their ids, the old schema goes", async () => {
    const old = new PgBoss10({ db: { executeSql }, supervise: false, schedule: false, migrate: true });
    await old.start();
    await old.createQueue("send-email");
    const sent = await old.send("send-email", { outboxId: "mail-sent" });
    const [fetched] = await old.fetch("send-email", { batchSize: 1 });
    expect(fetched?.id).toBe(sent);
    await old.complete("send-email", sent!);
    const waiting = await old.send("send-email", { outboxId: "mail-waiting" });
    const later = await old.send("send-email", { outboxId: "mail-later" }, { startAfter: 3600 });
    await old.stop({ graceful: false, wait: true });
    expect((await executeSql("SELECT version FROM pgboss.version")).rows).toEqual([{ version: 24 }]);

    await import("~/lib/jobs.server");

    const [{ version }] = (await executeSql("SELECT version FROM pgboss.version")).rows as { version: number }[];
    expect(version).toBeGreaterThanOrEqual(25);
    const jobs = (
      await executeSql(
        "SELECT id, data, state, start_after > now() AS later FROM pgboss.job ORDER BY data->>'outboxId'",
      )
    ).rows;
    // The completed one stays behind; the two not yet sent are waiting in the new tables, under their ids.
    expect(jobs).toEqual([
      { id: later, data: { outboxId: "mail-later" }, state: "created", later: true },
      { id: waiting, data: { outboxId: "mail-waiting" }, state: "created", later: false },
    ]);
    const legacy = await executeSql("SELECT 1 FROM information_schema.schemata WHERE schema_name = 'pgboss_v10'");
    expect(legacy.rows).toEqual([]);
  });
});
