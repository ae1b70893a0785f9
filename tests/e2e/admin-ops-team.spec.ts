import { expect, test } from "@playwright/test";
import {
  accessibleOnceSettled,
  confirm,
  pngFile,
  renamedTextFile,
  signInAsAdmin,
  toast,
  uniqueName,
} from "./admin-ops-support";
import { expectAccessible } from "./support";

// Whole admin journeys: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe("admin Team tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  });

  test("adds a member with a photo, edits, hides, shows, reorders and deletes them; the About Us page follows", async ({
    page,
  }) => {
    const name = uniqueName("E2E Cook");
    await expectAccessible(page);

    // Required fields are checked before anything is saved.
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page.getByText("Please enter a name")).toBeVisible();
    await expect(page.getByText("Please enter a title")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Title", { exact: true }).fill("Weekend cook");
    // A bio over 300 characters is counted and refused.
    await page.getByLabel("Bio (50 words max)").fill("Spice ".repeat(60));
    await expect(page.getByText("360/300 characters")).toBeVisible();
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page.getByText("Bio must be at most 300 characters (about 50 words)")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await page.getByLabel("Bio (50 words max)").fill("Cooks the Sunday biryani and tests every new dish.");
    await expect(page.getByText("50/300 characters")).toBeVisible();
    await page.getByLabel("Display Order").fill("0");

    // A renamed text file is refused by its content; a real PNG is uploaded and previewed.
    await page.getByLabel("Photo").setInputFiles(renamedTextFile());
    await expect(
      page.getByRole("alert").filter({ hasText: "Please upload an image file (JPEG, PNG, WebP or AVIF)" }),
    ).toBeVisible();
    await page.getByLabel("Photo").setInputFiles(await pngFile("cook.png"));
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute(
      "src",
      /^\/api\/images\/team\//,
    );
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(toast(page, "Team member added")).toBeVisible();

    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.locator("img")).toHaveAttribute("src", /^\/api\/images\/team\//);
    // The form is back in add mode and empty.
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    await page.goto("/about-us");
    await expect(page.getByRole("button", { name: `${name}, Weekend cook: read bio` })).toBeVisible();
    await page.goto("/admin/team");

    // Edit keeps the member and changes the title.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Weekend cook");
    await page.getByLabel("Title", { exact: true }).fill("Head of biryani");
    await page.getByRole("button", { name: "Update Team Member" }).click();
    await expect(toast(page, "Team member updated")).toBeVisible();
    await expect(row).toContainText("Head of biryani");

    // Hide: a faded photo and a Hidden badge (the text stays readable), gone from the public
    // page; Show brings them back.
    await row.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(toast(page, "Team member hidden")).toBeVisible();
    await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
    await accessibleOnceSettled(page);
    await page.goto("/about-us");
    await expect(page.getByText(name)).toHaveCount(0);
    await page.goto("/admin/team");
    await row.getByRole("button", { name: `Show ${name}` }).click();
    await expect(toast(page, "Team member shown")).toBeVisible();
    await expect(row.getByText("Hidden", { exact: true })).toHaveCount(0);

    // Arrow reordering: the new member (display order 0) is first; moving it down swaps it.
    const names = page.getByRole("list", { name: "Team members" }).locator("> li");
    await expect(names.first()).toContainText(name);
    await row.getByRole("button", { name: `Move ${name} down` }).click();
    await expect(names.nth(1)).toContainText(name);

    // Delete asks first; Cancel keeps the member.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await accessibleOnceSettled(page);
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await confirm(page);
    await expect(toast(page, "Team member deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
