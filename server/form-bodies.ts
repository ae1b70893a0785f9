import { FORM_URLENCODED, isJsonMediaType, mediaTypeOf, MULTIPART_FORM } from "~/lib/media-type";

/** The most a form without files may send (a whole page of website text is far less). */
export const MAX_FORM_BYTES = 256 * 1024;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const NUL_IN_ADDRESS = "The address contains a character that is not allowed (NUL).";
export const NUL_IN_FORM = "The form contains a character that is not allowed (NUL).";
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and send it again.";
export const NOT_A_FORM = "Please send the form as a form (application/x-www-form-urlencoded or multipart/form-data).";
export const TOO_LARGE = "The form is too large.";

/** Routes whose bodies are another program's bytes, read as they came: Stripe signs its webhook's. */
const RAW_BODIES = new Set(["/api/stripe/webhook"]);

const utf8 = new TextDecoder();

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A NUL character in a body of `type`: as sent, or encoded (%00 in a form, \u0000 in JSON). */
function hasNul(type: string, text: string): boolean {
  if (text.includes("\u0000")) return true;
  return type === FORM_URLENCODED ? text.includes("%00") : isJsonMediaType(type) && /\\u0000/i.test(text);
}

/**
 * What a request may bring to the app's routes, checked before any of them runs (PostgreSQL cannot
 * store a NUL character in text, and a body that cannot be read is the sender's mistake, not a
 * server error):
 * - any request: a NUL in its address (%00) is refused with 400;
 * - pages' actions take forms (they take no files: uploads go to /admin/api/upload): another
 *   kind of body is refused with 415, a form over MAX_FORM_BYTES with 413, a multipart body that
 *   cannot be parsed or a field holding a NUL with 400;
 * - /api/* and /admin/api/* routes read their own bodies; a JSON or urlencoded one holding a NUL
 *   is refused with 400 there too (better-auth's, the checkout quote's), except the raw bodies.
 */
export async function checkFormBody(request: Request): Promise<Request | Response> {
  const url = new URL(request.url);
  if (/%00/.test(url.pathname + url.search)) return refuse(400, NUL_IN_ADDRESS);
  if (!WRITES.has(request.method)) return request;
  const type = mediaTypeOf(request.headers);
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/admin/api/")) {
    if (RAW_BODIES.has(url.pathname) || !(isJsonMediaType(type) || type === FORM_URLENCODED)) return request;
    return checkedText(request, type);
  }
  if (type === MULTIPART_FORM) return checkedMultipart(request);
  if (type !== FORM_URLENCODED) {
    if (!type && (request.body === null || request.headers.get("content-length") === "0")) return request;
    return refuse(415, NOT_A_FORM);
  }
  return checkedText(request, type);
}

/** The body's bytes, or null past MAX_FORM_BYTES (said by Content-Length or found reading). */
async function boundedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (Number(declared ?? 0) > MAX_FORM_BYTES) return null;
  // A body of declared length is read in one piece (the HTTP parser ends it there; the server's
  // request then reads it straight off the socket, without a stream); only a chunked one is
  // counted as it comes.
  if (declared !== null && /^\d+$/.test(declared)) {
    const body = new Uint8Array(await request.arrayBuffer());
    return body.byteLength > MAX_FORM_BYTES ? null : body;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A text body (urlencoded form, JSON): at most MAX_FORM_BYTES, without NUL. */
async function checkedText(request: Request, type: string): Promise<Request | Response> {
  const bytes = await boundedBody(request);
  if (!bytes) return refuse(413, TOO_LARGE);
  const body = utf8.decode(bytes);
  if (hasNul(type, body)) return refuse(400, NUL_IN_FORM);
  return rebuilt(request, body);
}

/** A multipart form: at most MAX_FORM_BYTES, readable as a form, no field (or file name) holding a NUL. */
async function checkedMultipart(request: Request): Promise<Request | Response> {
  const body = await boundedBody(request);
  if (!body) return refuse(413, TOO_LARGE);
  const form = await rebuilt(request, body)
    .formData()
    .catch(() => null);
  if (!form) return refuse(400, UNREADABLE_FORM);
  const nul = (text: string) => text.includes("\u0000");
  for (const [name, value] of form) {
    if (nul(name) || nul(typeof value === "string" ? value : value.name)) return refuse(400, NUL_IN_FORM);
  }
  return rebuilt(request, body);
}

/** The request again, with the body already read. */
const rebuilt = (request: Request, body: string | Uint8Array<ArrayBuffer>) =>
  new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
