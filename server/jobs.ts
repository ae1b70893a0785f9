import { runCampaigns } from "~/features/campaigns/public.server";
import { cancelAbandonedPurchases, sendDueGiftCards } from "~/features/giftcards/public.server";
import { deliverOutboxMessage } from "~/features/messaging/public.server";
import { expireUnpaidOrders } from "~/features/orders/public.server";
import { applyRetention } from "~/features/privacy/public.server";
import { issueDueDocuments } from "~/features/receipts/public.server";
import { settleReferrals } from "~/features/referrals/public.server";
import { alertUnpublishedMenus, renewDueSubscriptions } from "~/features/subscriptions/public.server";
import { QUEUES, startJobRunner, type JobRunnerOptions } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { deliverOutboxMail } from "~/lib/mailer.server";
import { sweepUnusedUploads } from "~/lib/uploads/upload-sweep.server";

/** What each queue's job does. */
export const jobHandlers: JobRunnerOptions["handlers"] = {
  [QUEUES.runCampaigns]: async () => {
    const sent = await runCampaigns();
    if (sent.length) logger.info({ sent }, "campaigns sent");
  },
  [QUEUES.sendEmail]: deliverOutboxMail,
  [QUEUES.sendMessage]: deliverOutboxMessage,
  [QUEUES.expireUnpaidOrders]: async () => {
    const cancelled = await expireUnpaidOrders();
    if (cancelled) logger.info({ cancelled }, "cancelled orders left unpaid");
  },
  [QUEUES.sweepUploads]: async () => {
    const deleted = await sweepUnusedUploads();
    if (deleted.length) logger.info({ deleted }, "deleted unused uploads");
  },
  [QUEUES.renewSubscriptions]: async () => {
    const outcomes = await renewDueSubscriptions();
    if (outcomes.length) logger.info({ outcomes }, "subscription renewals");
  },
  [QUEUES.alertUnpublishedMenus]: async () => {
    const emailed = await alertUnpublishedMenus();
    if (emailed.length) logger.warn({ weekends: emailed }, "subscribers are due and no menu is published");
  },
  [QUEUES.applyRetention]: async () => {
    const forgotten = await applyRetention();
    if (forgotten.orders || forgotten.messages || forgotten.giftCards)
      logger.info(forgotten, "personal data past its retention removed");
  },
  [QUEUES.issueReceipts]: async () => {
    const issued = await issueDueDocuments();
    if (issued.length) logger.info({ issued: issued.length }, "receipts and credit notes issued");
  },
  [QUEUES.creditReferrals]: async () => {
    const settled = await settleReferrals();
    if (settled.credited || settled.voided) logger.info(settled, "referrals settled");
  },
  [QUEUES.sendGiftCards]: async () => {
    const sent = await sendDueGiftCards();
    if (sent) logger.info({ sent }, "gift cards emailed to their recipients");
    const abandoned = await cancelAbandonedPurchases();
    if (abandoned) logger.info({ abandoned }, "gift cards never paid for cancelled");
  },
};

/** When scheduled work runs (cron, UTC); pg-boss runs each slot once across every instance. */
export const jobSchedules: JobRunnerOptions["schedules"] = {
  [QUEUES.expireUnpaidOrders]: "*/15 * * * *",
  [QUEUES.sweepUploads]: "17 */6 * * *",
  // Every five minutes: a renewal is booked within minutes of its weekend's cutoff.
  [QUEUES.renewSubscriptions]: "*/5 * * * *",
  // The owner hears of a weekend with subscribers due and no published menu 48 hours before its
  // cutoff (within a quarter of an hour).
  [QUEUES.alertUnpublishedMenus]: "*/15 * * * *",
  // Every five minutes: a weekend's campaigns go within minutes of their time (quiet hours permitting).
  [QUEUES.runCampaigns]: "*/5 * * * *",
  // Once a day, at night: what the Privacy Policy says is kept no longer than the settings' periods.
  [QUEUES.applyRetention]: "41 3 * * *",
  // Every minute: a paid order's receipt and a refund's credit note are issued within a minute
  // (and at once whenever one is asked for).
  [QUEUES.issueReceipts]: "* * * * *",
  // Every five minutes: a referrer is credited within minutes of their friend's first delivery.
  [QUEUES.creditReferrals]: "*/5 * * * *",
  // Every quarter of an hour: a gift card reaches its recipient early on its day (London).
  [QUEUES.sendGiftCards]: "*/15 * * * *",
};

/** Starts this instance's share of the work: every instance works every queue. */
export function startJobs(options: Partial<JobRunnerOptions> = {}) {
  return startJobRunner({ handlers: jobHandlers, schedules: jobSchedules, ...options });
}
