import { describe, expect, it } from "vitest";
import { checkFormBody, MAX_FORM_BYTES } from "./form-bodies";

const post = (path: string, body: string, type: string) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": type }, body });
const FORM = "application/x-www-form-urlencoded";

async function answer(request: Request) {
  const checked = await checkFormBody(request);
  return checked instanceof Response ? [checked.status, await checked.text()] : ["passed", await checked.text()];
}

describe("bodies sent to pages' actions", () => {
  it("passes a form on, body intact", async () => {
    expect(await answer(post("/get-in-touch", "firstName=Asha&message=Hello", FORM))).toEqual([
      "passed",
      "firstName=Asha&message=Hello",
    ]);
  });

  it("reads a body of declared length whole, and refuses one over the limit", async () => {
    const sized = (body: string) =>
      new Request("http://localhost/get-in-touch", {
        method: "POST",
        headers: { "content-type": FORM, "content-length": String(Buffer.byteLength(body)) },
        body,
      });
    expect(await answer(sized("firstName=Asha&message=Hello"))).toEqual(["passed", "firstName=Asha&message=Hello"]);
    expect((await answer(sized("message=a%00b")))[0]).toBe(400);
    expect((await answer(sized(`value=${"x".repeat(MAX_FORM_BYTES)}`)))[0]).toBe(413);
  });

  it("refuses a NUL character with 400, encoded or not", async () => {
    expect((await answer(post("/get-in-touch", "message=a%00b", FORM)))[0]).toBe(400);
    expect((await answer(post("/get-in-touch", "message=a\u0000b", FORM)))[0]).toBe(400);
  });

  it("refuses JSON or text with 415, and a form over the limit with 413", async () => {
    expect(await answer(post("/get-in-touch", '{"message":"hi"}', "application/json"))).toEqual([
      415,
      "Please send the form as a form (application/x-www-form-urlencoded or multipart/form-data).",
    ]);
    expect((await answer(post("/login", "message=hi", "text/plain")))[0]).toBe(415);
    expect((await answer(post("/admin/content", `value=${"x".repeat(MAX_FORM_BYTES)}`, FORM)))[0]).toBe(413);
  });

  it("leaves API routes, reads and multipart uploads to their own parsing", async () => {
    expect((await answer(post("/api/stripe/webhook", '{"id":"evt"}', "application/json")))[0]).toBe("passed");
    expect((await answer(new Request("http://localhost/get-in-touch")))[0]).toBe("passed");
    const multipart = await checkFormBody(post("/admin/menu", "--x--", "multipart/form-data; boundary=x"));
    expect(multipart).toBeInstanceOf(Request);
  });

  it("refuses a NUL in an address, and in the JSON or form an API route reads, but not in the signed webhook", async () => {
    expect((await answer(new Request("http://localhost/admin/orders?q=a%00b")))[0]).toBe(400);
    expect((await answer(post("/api/auth/sign-in/email", '{"email":"a\\u0000b"}', "APPLICATION/JSON")))[0]).toBe(400);
    expect((await answer(post("/api/checkout/quote", '{"cart":"\\u0000"}', "application/json")))[0]).toBe(400);
    expect((await answer(post("/api/auth/sign-in/email", "email=a%00b", FORM)))[0]).toBe(400);
    expect((await answer(post("/api/stripe/webhook", '{"id":"\\u0000"}', "application/json")))[0]).toBe("passed");
  });

  it("reads a multipart form: unreadable or holding a NUL is refused, a good one passes on intact", async () => {
    const type = "multipart/form-data; boundary=x";
    const good = '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello\r\n--x--\r\n';
    expect(await answer(post("/get-in-touch", good, type))).toEqual(["passed", good]);
    expect((await answer(post("/get-in-touch", good.replace("Hello", "He\u0000llo"), type)))[0]).toBe(400);
    expect((await answer(post("/get-in-touch", good.slice(0, 50), type)))[0]).toBe(400);
    const large = good.replace("Hello", "x".repeat(MAX_FORM_BYTES));
    expect((await answer(post("/get-in-touch", large, type)))[0]).toBe(413);
  });
});
