import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { updatePreferences } from "~/features/messaging/public.server";
import { db } from "~/lib/db.server";
import { campaignAction, campaignsAction, loadCampaign, loadCampaignsTab } from "./campaigns.server";

const ADMIN = "owner@example.com";
const form = (values: Record<string, string>) =>
  new Request("http://test/admin/campaigns", { method: "POST", body: new URLSearchParams(values) });

async function announce(values: Record<string, string> = {}) {
  const answer = await campaignsAction(
    form({
      intent: "announce",
      subject: "Diwali boxes",
      body: "Order our Diwali specials.",
      linkPath: "/menu",
      ...values,
    }),
    ADMIN,
  );
  if (!(answer instanceof Response)) return { answer, id: null };
  return { answer, id: answer.headers.get("Location")!.split("/").pop()! };
}

const statusOf = async (id: string) =>
  (await db.select({ status: s.campaigns.status }).from(s.campaigns).where(eq(s.campaigns.id, id)))[0]?.status;

describe("the Campaigns tab", () => {
  it("saves an announcement as a draft and opens its page; refuses one without words, or leading elsewhere", async () => {
    const { id } = await announce();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(id!)).toBe("draft");
    const page = await loadCampaign(id!);
    expect(page.campaign).toMatchObject({ subject: "Diwali boxes", kindLabel: "Announcement", changedBy: ADMIN });
    expect(page.preview.html).toContain("Order our Diwali specials.");
    expect(page.preview.sms).toMatch(/^Dabba: Diwali boxes\. http.*\/c\/.* Reply STOP to opt out\.$/);

    for (const [values, message] of [
      [{ subject: " " }, "Please enter a subject"],
      [{ body: "" }, "Please enter the message"],
      [{ linkPath: "https://evil.example" }, "Choose where the link leads"],
    ] as const) {
      const { answer } = await announce(values);
      expect(answer).toMatchObject({ init: { status: 400 }, data: { toast: { title: message } } });
    }
    expect((await loadCampaignsTab(new Request("http://test/admin/campaigns"))).total).toBe(1);
  });

  it("shows who it goes to now, sends it to them once, and then it can no longer change", async () => {
    await updatePreferences("kim@example.com", { "email-news": true }, "checkout");
    await updatePreferences("lee@example.com", { sms: true }, "checkout", { phone: "+447700900123" });
    const { id } = await announce({ subject: "Open this Sunday" });
    const page = await loadCampaign(id!);
    expect(page.audience).toEqual({ people: 2, byChannel: { email: 1, sms: 1 } });

    const act = (values: Record<string, string>) => campaignAction(form(values), id!, ADMIN);
    expect(await act({ intent: "send" })).toMatchObject({
      ok: true,
      toast: { title: "Campaign sent", description: "2 messages on their way" },
    });
    expect(await act({ intent: "send" })).toMatchObject({ init: { status: 400 } });
    expect(await act({ intent: "save", subject: "Changed", body: "x", linkPath: "/" })).toMatchObject({
      data: { toast: { title: "This campaign can no longer be changed" } },
    });
    expect(await act({ intent: "cancel" })).toMatchObject({
      data: { toast: { title: "This campaign was sent already" } },
    });
    const sent = await loadCampaign(id!);
    expect(sent.deliveries).toMatchObject({ recipients: 2, messages: 2, byChannel: { email: 1, sms: 1 } });
    const tab = await loadCampaignsTab(new Request("http://test/admin/campaigns"));
    expect(tab.campaigns.find((c) => c.id === id)).toMatchObject({ status: "sent", deliveries: { messages: 2 } });
  });

  it("schedules a draft at a London time in the future, and cancels it", async () => {
    const { id } = await announce();
    const act = (values: Record<string, string>) => campaignAction(form(values), id!, ADMIN);
    expect(await act({ intent: "schedule", sendsAt: "2020-01-01T10:00" })).toMatchObject({
      data: { toast: { title: "Please choose a time in the future" } },
    });
    expect(await act({ intent: "schedule", sendsAt: "soon" })).toMatchObject({
      data: { toast: { title: "Please choose when it goes" } },
    });
    // 10:00 in London on 1 July 2099 is 09:00 UTC (summer time).
    expect(await act({ intent: "schedule", sendsAt: "2099-07-01T10:00" })).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.campaigns).where(eq(s.campaigns.id, id!));
    expect(row).toMatchObject({ status: "scheduled" });
    expect(row.sendsAt.toISOString()).toBe("2099-07-01T09:00:00.000Z");
    expect(await act({ intent: "cancel" })).toMatchObject({ ok: true, toast: { title: "Campaign cancelled" } });
    expect(await statusOf(id!)).toBe("cancelled");
  });

  it("answers another intent 400 and a campaign that does not exist 404", async () => {
    const { id } = await announce();
    expect(await campaignAction(form({ intent: "delete" }), id!, ADMIN)).toMatchObject({ init: { status: 400 } });
    expect(await campaignsAction(form({ intent: "send" }), ADMIN)).toMatchObject({ init: { status: 400 } });
    await expect(loadCampaign("not-an-id")).rejects.toMatchObject({ status: 404 });
    await expect(loadCampaign("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
    await expect(
      campaignAction(form({ intent: "cancel" }), "00000000-0000-4000-8000-000000000000", ADMIN),
    ).rejects.toMatchObject({ status: 404 });
  });
});
