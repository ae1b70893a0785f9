/**
 * What a browser may send better-auth itself (/api/auth/sign-up/email, /api/auth/update-user),
 * held to the limits of our forms: a name of at most 254 characters (the sign-up form's first and
 * last names, or the email when both are blank), an email of at most 254, and a picture only as a
 * web address (http or https) of at most 2,000 characters.
 */
export function accountInputProblem(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { name, email, image } = body as Record<string, unknown>;
  if (typeof name === "string" && name.length > 254) return "Name must be at most 254 characters";
  if (typeof email === "string" && email.length > 254) return "Email address must be at most 254 characters";
  if (image !== undefined && image !== null && image !== "") {
    const ok = typeof image === "string" && image.length <= 2000 && /^https?:\/\/\S+$/i.test(image);
    if (!ok || !URL.canParse(image)) return "The picture must be a web address starting with https:// or http://";
  }
  return null;
}

/** The better-auth paths whose bodies accountInputProblem checks. */
export const CHECKED_AUTH_PATHS = new Set(["/sign-up/email", "/update-user"]);
