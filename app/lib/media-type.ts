/**
 * A request's media type, as HTTP defines it: the Content-Type's type/subtype without its
 * parameters, lower-cased ("APPLICATION/JSON; charset=utf-8" is "application/json").
 */
export function mediaTypeOf(headers: Headers): string {
  return (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** JSON as better-auth's body parser reads it: application/json and any application/*+json. */
export function isJsonMediaType(type: string): boolean {
  return /^application\/([a-z0-9.+-]*\+)?json$/.test(type);
}

export const FORM_URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART_FORM = "multipart/form-data";
