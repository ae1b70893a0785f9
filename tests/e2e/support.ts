import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@dabba.local", password: "dabba-admin-2026" };

/**
 * No serious or critical accessibility violations on the page as it is once its transitions have
 * run (a button changing colour just after a click, or a toast sliding in, is half-way between two
 * colours for a moment, which axe would read as poor contrast).
 */
export async function expectAccessible(page: Page) {
  // Two frames first: a toast that has just mounted starts its entrance transition on the next one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // A sandboxed frame (an email shown as sent) runs no script, so axe cannot look inside it: it
  // would wait for it forever. The page around it is checked.
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** The mails in the server's outbox for an address, newest first (waits for one to arrive). */
export async function mailsTo(request: APIRequestContext, to: string, atLeast = 1): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
      mails = (await response.json()) as OutboxMail[];
      return mails.length;
    })
    .toBeGreaterThanOrEqual(atLeast);
  return mails;
}

/** The first link in a mail's text part that contains `fragment`. */
export function linkIn(mail: OutboxMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in mail "${mail.subject}"`);
  return link;
}

export function uniqueEmail(prefix = "customer"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

/** Creates a verified customer account through the real sign-up and email verification. */
export async function signUpVerified(
  page: Page,
  request: APIRequestContext,
  opts: { first?: string; last?: string } = {},
) {
  const email = uniqueEmail();
  const password = "correct-horse-42";
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill(opts.first ?? "Asha");
  await page.getByLabel("Last name").fill(opts.last ?? "Patel");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  const [mail] = await mailsTo(request, email);
  await page.goto(linkIn(mail, "verify-email"));
  return { email, password };
}
