import { expect, test } from "@playwright/test";
import { confirm, pngFile, renamedTextFile, signInAsAdmin, toast, uniqueName } from "./admin-support";
import { expectAccessible } from "./support";

// Whole journeys with uploads: generous time when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test.describe("admin Content and Images tabs", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("content: inline edit one entry at a time, shown on the home page; cancel restores", async ({ page }) => {
    const heading = uniqueName("Weekend tiffins from our kitchen");
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { level: 1, name: "Website Content Management" })).toBeVisible();
    await expectAccessible(page);
    const hero = page.getByRole("region", { name: /^Hero/ });
    const original = (await hero
      .getByRole("listitem")
      .filter({ hasText: "main-heading" })
      .locator("p")
      .last()
      .textContent())!.trim();

    await hero.getByRole("button", { name: "Edit tagline" }).click();
    await expect(hero.getByLabel("Value of tagline")).toBeVisible();
    await hero.getByRole("button", { name: "Edit main-heading" }).click();
    await expect(hero.getByLabel("Value of tagline")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: /^Value of / })).toHaveCount(1);

    await hero.getByLabel("Value of main-heading").fill("Not saved");
    await hero.getByRole("button", { name: "Cancel" }).click();
    await expect(hero.getByText(original, { exact: true })).toBeVisible();

    await hero.getByRole("button", { name: "Edit main-heading" }).click();
    await hero.getByLabel("Value of main-heading").fill(heading);
    await hero.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Content updated successfully")).toBeVisible();
    await expect(hero.getByLabel("Value of main-heading")).toHaveCount(0);
    await expect(hero.getByText(heading)).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: "Edit main-heading" }).click();
    await page.getByLabel("Value of main-heading").fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Content updated successfully")).toBeVisible();
  });

  test("content: delete a social link, add it back from Missing Social Links; section image upload and delete", async ({
    page,
  }) => {
    await page.goto("/admin/content");
    const social = page.getByRole("region", { name: /^Social Links/ });
    await expect(social.getByRole("link", { name: "Open instagram link in a new tab" })).toHaveAttribute(
      "href",
      /instagram\.com/,
    );

    await social.getByRole("button", { name: "Delete youtube" }).click();
    await confirm(page);
    await expect(toast(page, "Content deleted successfully")).toBeVisible();
    await expect(social.getByRole("heading", { name: "Missing Social Links" })).toBeVisible();
    await social.getByRole("button", { name: "Add youtube" }).click();
    await expect(toast(page, "Created content")).toBeVisible();
    await expect(social.getByRole("button", { name: "Add youtube" })).toHaveCount(0);
    // The new link opens in edit mode.
    await social.getByLabel("Value of youtube").fill("https://www.youtube.com/@e2e");
    await social.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Content updated successfully")).toBeVisible();
    await expect(social.getByRole("link", { name: "Open youtube link in a new tab" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/@e2e",
    );

    // Section image upload: file and section are required.
    await page.getByRole("button", { name: "Upload Image" }).click();
    await expect(toast(page, "Please select a file and section")).toBeVisible();
    await page.getByLabel("Image file").setInputFiles(renamedTextFile());
    await page.getByLabel("Section", { exact: true }).selectOption("whats-included");
    await page.getByRole("button", { name: "Upload Image" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please upload an image file (JPEG, PNG, WebP or AVIF)" }),
    ).toBeVisible();

    const included = page.getByRole("region", { name: /^What's Included/ });
    const before = await included.getByRole("img").count();
    await page.getByLabel("Image file").setInputFiles(await pngFile("included.png"));
    await page.getByLabel("Section", { exact: true }).selectOption("whats-included");
    await page.getByLabel("Alt text").fill("E2E included image");
    await page.getByRole("button", { name: "Upload Image" }).click();
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
    await expect(included.getByRole("img")).toHaveCount(before + 1);
    await included.getByRole("button", { name: "Delete image included.png" }).click();
    await confirm(page);
    await expect(toast(page, "Image deleted successfully")).toBeVisible();
    await expect(included.getByRole("img")).toHaveCount(before);
  });

  test("images: upload disabled until a file is chosen, text file refused, upload, filter, open, delete", async ({
    page,
  }) => {
    const fileName = `${uniqueName("e2e-logo").replace(/\s+/g, "-")}.png`;
    await page.goto("/admin/images");
    await expect(page.getByRole("heading", { level: 1, name: "Website Images" })).toBeVisible();
    await expectAccessible(page);
    const upload = page.getByRole("button", { name: "Upload", exact: true });
    await expect(upload).toBeDisabled();

    const contextSelect = page.getByLabel("Usage context");
    for (const context of [
      "header-logo",
      "footer-logo",
      "hero",
      "how-it-works",
      "whats-included",
      "cooking-philosophy",
      "weekly-dishes",
      "menu-hero",
      "how-it-works-hero",
      "about-us-hero",
      "faqs-hero",
      "get-in-touch-hero",
      "about-us",
      "menu-item",
      "general",
    ]) {
      await expect(contextSelect.locator(`option[value="${context}"]`)).toHaveCount(1);
    }

    const rows = page.getByRole("table").getByRole("row");
    const countBefore = await rows.count();
    await page.getByLabel("Image file").setInputFiles(renamedTextFile());
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please upload an image file (JPEG, PNG, WebP or AVIF)" }),
    ).toBeVisible();
    await expect(rows).toHaveCount(countBefore);

    await page.getByLabel("Image file").setInputFiles(await pngFile(fileName, "#3f6212"));
    await expect(page.getByRole("img", { name: "Preview of the chosen file" })).toBeVisible();
    await page.getByLabel("Alt text").fill("E2E general image");
    await contextSelect.selectOption("general");
    await upload.click();
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
    await expect(upload).toBeDisabled();

    await page.getByLabel("Context", { exact: true }).selectOption("general");
    await expect(page).toHaveURL(/context=general/);
    const row = page.getByRole("row").filter({ hasText: fileName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("E2E general image")).toBeVisible();
    const open = row.getByRole("link", { name: `Open ${fileName} in a new tab` });
    await expect(open).toHaveAttribute("target", "_blank");
    const href = (await open.getAttribute("href"))!;
    expect((await page.request.get(href)).status()).toBe(200);

    await row.getByRole("button", { name: `Delete ${fileName}` }).click();
    await confirm(page);
    await expect(toast(page, "Image deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);

    await page.getByLabel("Context", { exact: true }).selectOption("menu-item");
    await expect(page.getByText("No images uploaded yet")).toBeVisible();
  });
});
