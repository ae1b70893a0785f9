import { expect, test } from "@playwright/test";
import { expectAccessible, mailsTo } from "./support";
import { VIEWPORTS, gotoHydrated } from "./site-support";

const BUSINESS_EMAIL = "hello@saffrondabba.co.uk";
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function contactMails(request: import("@playwright/test").APIRequestContext, subject: string) {
  const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(BUSINESS_EMAIL)}`);
  const mails = (await response.json()) as Array<{ subject: string; kind: string; text: string }>;
  return mails.filter((m) => m.subject.includes(subject));
}

for (const vp of VIEWPORTS) {
  test.describe(`contact form at ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("a message is stored, mailed to the business and confirmed with a toast", async ({ page, request }) => {
      const subject = `Catering for a party ${unique()}`;
      await gotoHydrated(page, "/get-in-touch");
      await page.getByLabel("First Name").fill("Meera");
      await page.getByLabel("Last Name").fill("Shah");
      await page.getByLabel("Email Address").fill("meera.shah@example.com");
      await page.getByLabel("Subject").fill(subject);
      await page
        .getByRole("textbox", { name: "Message" })
        .fill("Could you cook for thirty people on Saturday the 12th?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
      await expect(page.getByText("Thank you for getting in touch. We will reply as soon as we can.")).toBeVisible();
      // Check the page once the toast has finished sliding in (axe misreads colours mid-animation).
      await expect(page.locator("[data-sonner-toast]")).toHaveAttribute("data-mounted", "true");
      await page.waitForTimeout(500);
      await expectAccessible(page);
      // A fresh, empty form for the next message.
      await expect(page.getByLabel("Subject")).toHaveValue("");

      const mails = await mailsTo(request, BUSINESS_EMAIL);
      const mail = mails.find((m) => m.subject.includes(subject));
      expect(mail).toBeDefined();
      expect(mail!.kind).toBe("contact");
      expect(mail!.text).toContain("Could you cook for thirty people on Saturday the 12th?");
      expect(mail!.text).toContain("Meera Shah <meera.shah@example.com>");
    });

    test("missing or invalid fields get messages beside them and nothing is sent", async ({ page, request }) => {
      const subject = `Never sent ${unique()}`;
      await gotoHydrated(page, "/get-in-touch");
      await page.getByLabel("Subject").fill(subject);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter your first name")).toBeVisible();
      await expect(page.getByText("Please enter your email address")).toBeVisible();
      await expect(page.getByText("Please enter a message")).toBeVisible();
      await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);

      await page.getByLabel("First Name").fill("Meera");
      await page.getByLabel("Email Address").fill("meera@");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
      await expect(page.getByText("Please enter your first name")).toBeHidden();
      await expect(page.getByText("Message sent")).toBeHidden();
      expect(await contactMails(request, subject)).toEqual([]);
    });
  });
}

test("the server refuses bad input on its own, field by field, and stores nothing", async ({ request }) => {
  const subject = `Server check ${unique()}`;
  const post = (form: Record<string, string>) => request.post("/get-in-touch", { form, maxRedirects: 0 });

  const missing = await post({ subject, lastName: "Shah" });
  expect(missing.status()).toBe(400);
  const tooLong = await post({ firstName: "Meera", email: "meera@example.com", subject, message: "x".repeat(2001) });
  expect(tooLong.status()).toBe(400);
  const badEmail = await post({ firstName: "Meera", email: "not-an-email", subject, message: "Hello" });
  expect(badEmail.status()).toBe(400);
  expect(await contactMails(request, subject)).toEqual([]);

  const ok = await post({ firstName: "Meera", email: "meera@example.com", subject, message: "Hello" });
  expect(ok.status()).toBe(302);
  expect(ok.headers()["location"]).toBe("/get-in-touch");
  expect(await contactMails(request, subject)).toHaveLength(1);
});
