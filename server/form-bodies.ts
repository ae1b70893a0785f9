/** The most a form without files may send (a whole page of website text is far less). */
export const MAX_FORM_BYTES = 256 * 1024;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * Pages' actions take forms: a body of another kind (JSON, text) is refused with 415, a form over
 * MAX_FORM_BYTES with 413, and one holding a NUL character (which PostgreSQL cannot store in text)
 * with 400, before any action runs. /api/* routes (webhooks, better-auth, uploads) read their own
 * bodies and are left alone; forms with files are multipart and keep streaming.
 */
export async function checkFormBody(request: Request): Promise<Request | Response> {
  if (!WRITES.has(request.method)) return request;
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/") || pathname.startsWith("/admin/api/")) return request;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "multipart/form-data") return request;
  if (type !== "application/x-www-form-urlencoded") {
    if (!type && request.headers.get("content-length") === "0") return request;
    return refuse(415, "Please send the form as a form (application/x-www-form-urlencoded or multipart/form-data).");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return refuse(413, "The form is too large.");
  const body = await request.text();
  if (body.length > MAX_FORM_BYTES) return refuse(413, "The form is too large.");
  if (/%00/i.test(body) || body.includes("\u0000"))
    return refuse(400, "The form contains a character that is not allowed (NUL).");
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}
