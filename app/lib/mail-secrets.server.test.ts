import { describe, expect, it } from "vitest";
import { registerMailSecrets } from "./mail-secret-registry.server";
import { hideMailSecrets, revealMailSecrets, secretInMail } from "./mail-secrets.server";

registerMailSecrets({
  lockers: async () => ({ "locker-pin": { shownAs: "[PIN, filled in when sent]", reveal: (ref) => `<${ref}> & 42` } }),
});

describe("secrets in mail", () => {
  it("are filled in for the recipient (escaped in HTML) and shown as their placeholder to everyone else", async () => {
    const body = `Your PIN: ${secretInMail("locker-pin", "L7")}. Again: ${secretInMail("locker-pin", "L7")}`;
    expect(body).not.toContain("42");
    expect(await revealMailSecrets(body, "text")).toBe("Your PIN: <L7> & 42. Again: <L7> & 42");
    expect(await revealMailSecrets(`<p>${body}</p>`, "html")).toBe(
      "<p>Your PIN: &#60;L7&#62; &#38; 42. Again: &#60;L7&#62; &#38; 42</p>",
    );
    expect(await hideMailSecrets(body, "text")).toBe(
      "Your PIN: [PIN, filled in when sent]. Again: [PIN, filled in when sent]",
    );
  });

  it("of a kind no feature registered stop the mail from being sent, and are hidden all the same", async () => {
    const body = `Your key: ${secretInMail("door-key", "D1")}`;
    await expect(revealMailSecrets(body, "text")).rejects.toThrow(/No feature fills in "door-key" secrets/);
    expect(await hideMailSecrets(body, "text")).toBe("Your key: [filled in when sent]");
  });
});
