import { PgBoss, type ConstructorOptions, type JobWithMetadata, type Queue, type SendOptions } from "pg-boss";
import { executeSql, transaction, withStartupLock } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

/**
 * Durable jobs in the database (pg-boss, decision 019): a job is a row written through our own
 * connection, so a job sent inside `transaction()` commits or rolls back with the change that
 * caused it. Every queue and its retry policy is named here; its handler is registered by the
 * server (server/jobs.ts), which may import features.
 */
export const QUEUES = {
  /** One outbox email to deliver over SMTP (data: { outboxId }). */
  sendEmail: "send-email",
  /** One outbox message on another channel (SMS, WhatsApp, push) to deliver (data: { outboxId }). */
  sendMessage: "send-message",
  /** Makes the weekend's campaigns that are due and sends the campaigns whose time has come (scheduled). */
  runCampaigns: "run-campaigns",
  /** Cancels orders whose payment was never completed (scheduled). */
  expireUnpaidOrders: "expire-unpaid-orders",
  /** Deletes uploads no row refers to (scheduled). */
  sweepUploads: "sweep-uploads",
  /** Books the subscriptions' renewals whose weekend's cutoff has passed (scheduled). */
  renewSubscriptions: "renew-subscriptions",
  /** Emails the owner about weekends near their cutoff with subscribers due and no published menu (scheduled). */
  alertUnpublishedMenus: "alert-unpublished-menus",
  /** Takes the person out of orders and messages older than the settings' retention (scheduled, decision 038). */
  applyRetention: "apply-retention",
  /** Issues the receipts and credit notes due: paid and refunded orders (scheduled, decision 044). */
  issueReceipts: "issue-receipts",
  /** Credits referrers whose friend's first order was delivered, voids the cancelled (scheduled, decision 045). */
  creditReferrals: "credit-referrals",
  /** Emails the gift cards whose sending day (London) has come (scheduled, decision 046). */
  sendGiftCards: "send-gift-cards",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const POLICIES: Record<QueueName, Omit<Queue, "name">> = {
  // One to two days of retries at the default delay: 30 s, 1 min, 2 min, … doubling. A send that
  // hangs is retried after five minutes (the mailer's own timeouts end it well before).
  [QUEUES.sendEmail]: {
    retryLimit: 12,
    retryDelay: env.MAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  [QUEUES.sendMessage]: { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  [QUEUES.runCampaigns]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  [QUEUES.expireUnpaidOrders]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  [QUEUES.sweepUploads]: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
  [QUEUES.renewSubscriptions]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  [QUEUES.alertUnpublishedMenus]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  [QUEUES.applyRetention]: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
  [QUEUES.issueReceipts]: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
  [QUEUES.creditReferrals]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  [QUEUES.sendGiftCards]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
};

const adapter = { executeSql };

function newBoss(options: ConstructorOptions): PgBoss {
  const boss = new PgBoss({ db: adapter, ...options });
  boss.on("error", (err: Error) => logger.error({ err }, "job queue error"));
  return boss;
}

/**
 * pg-boss 10 kept its jobs in a schema that pg-boss 11 and later cannot migrate (its version 24;
 * they start at 25). Before the new tables are made, that schema is set aside under this name;
 * once they exist, its unfinished jobs move into them and it is dropped, in one transaction.
 */
const LEGACY_SCHEMA = "pgboss_v10";

async function setLegacySchemaAside(): Promise<void> {
  const { rows } = await executeSql(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'version'`,
  );
  if (!rows.length) return;
  const [current] = (await executeSql("SELECT version FROM pgboss.version")).rows as { version: number }[];
  if (current && current.version < 25) await executeSql(`ALTER SCHEMA pgboss RENAME TO ${LEGACY_SCHEMA}`);
}

interface LegacyJob {
  id: string;
  name: string;
  data: object | null;
  singleton_key: string | null;
  start_after: Date;
}

async function moveLegacyJobs(boss: PgBoss): Promise<void> {
  const { rows } = await executeSql(`SELECT 1 FROM information_schema.schemata WHERE schema_name = '${LEGACY_SCHEMA}'`);
  if (!rows.length) return;
  await transaction(async () => {
    const jobs = (
      await executeSql(
        `SELECT id, name, data, singleton_key, start_after FROM ${LEGACY_SCHEMA}.job
          WHERE state IN ('created', 'retry', 'active') AND name = ANY($1)`,
        [Object.keys(POLICIES)],
      )
    ).rows as LegacyJob[];
    for (const job of jobs) {
      await boss.insert(
        job.name,
        [
          {
            id: job.id,
            data: job.data ?? {},
            singletonKey: job.singleton_key ?? undefined,
            startAfter: job.start_after,
          },
        ],
        { db: adapter },
      );
    }
    await executeSql(`DROP SCHEMA ${LEGACY_SCHEMA} CASCADE`);
    if (jobs.length)
      logger.info({ jobs: jobs.length }, "moved the unfinished jobs of pg-boss 10 to the new job tables");
  });
}

/**
 * The process's sender: creates pg-boss's tables and the queues when missing (at import, before
 * any transaction can need them) and runs no timers of its own.
 */
const store = globalThis as unknown as { __dabbaJobs?: Promise<PgBoss> };
store.__dabbaJobs ??= withStartupLock(async () => {
  await setLegacySchemaAside();
  const boss = newBoss({ supervise: false, schedule: false, migrate: true, registerInstance: false });
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const [name, policy] of Object.entries(POLICIES)) {
    if (existing.has(name)) await boss.updateQueue(name, policy);
    else await boss.createQueue(name, policy);
  }
  await moveLegacyJobs(boss);
  return boss;
});
const sender = await store.__dabbaJobs;

/**
 * Adds a job. Inside `transaction()` it is written in that transaction: it exists only if the
 * change commits. Options override the queue's policy (a later start, a singleton key).
 */
export async function enqueue(name: QueueName, data: object, options: SendOptions = {}): Promise<string | null> {
  return sender.send(name, data, { ...options, db: adapter });
}

export type JobHandler = (job: JobWithMetadata<Record<string, unknown>>) => Promise<unknown>;

export interface JobRunnerOptions {
  /** Handlers by queue; a queue without one is only filled here. */
  handlers: Partial<Record<QueueName, JobHandler>>;
  /** Cron schedules (UTC) by queue: pg-boss runs each once per slot across every instance. */
  schedules?: Partial<Record<QueueName, string>>;
  /** How often idle workers look for new jobs. */
  pollingIntervalSeconds?: number;
  /** How often expired (hung) jobs are found and retried; tests make it short. */
  maintenanceIntervalSeconds?: number;
}

/**
 * Starts this instance's workers, the maintenance that retries jobs whose worker died, and the
 * schedules; every instance may run one. Returns the function that stops them, waiting for the
 * jobs in hand.
 */
export async function startJobRunner({
  handlers,
  schedules = {},
  pollingIntervalSeconds = 2,
  maintenanceIntervalSeconds = 60,
}: JobRunnerOptions): Promise<() => Promise<void>> {
  const runner = newBoss({ supervise: true, schedule: true, migrate: false, maintenanceIntervalSeconds });
  await runner.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await runner.work(
      name,
      { pollingIntervalSeconds, includeMetadata: true },
      async ([job]: JobWithMetadata<Record<string, unknown>>[]) => {
        try {
          return await handler(job);
        } catch (err) {
          logger.warn({ err, queue: name, jobId: job.id, retry: job.retryCount }, "job failed; it will be retried");
          throw err;
        }
      },
    );
  }
  const current = new Set((await runner.getSchedules()).map((schedule) => schedule.name));
  for (const [name, cron] of Object.entries(schedules)) await runner.schedule(name, cron, {}, { tz: "UTC" });
  for (const name of current) if (!(name in schedules)) await runner.unschedule(name);
  return () => runner.stop({ graceful: true, timeout: 8_000 });
}
