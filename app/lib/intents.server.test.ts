import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dispatchIntent, onRow, unknownIntent } from "./intents.server";

function post(values: Record<string, string>) {
  return new Request("http://localhost/admin/tab", { method: "POST", body: new URLSearchParams(values) });
}

/** A failed() answer: data(…, { status }). */
type Refusal = { init: { status: number }; data: { toast: { type: string; title: string; description?: string } } };

const UNKNOWN = unknownIntent() as unknown as Refusal;

describe("dispatchIntent", () => {
  const handlers = {
    save: (form: FormData) => ({ ok: true, ran: "save", name: form.get("name") }),
    delete: async (form: FormData) => ({ ok: true, ran: "delete", id: form.get("id") }),
  };

  it("runs the handler the intent names, with the form already read", async () => {
    expect(await dispatchIntent(post({ intent: "save", name: "Thali" }), handlers)).toEqual({
      ok: true,
      ran: "save",
      name: "Thali",
    });
    expect(await dispatchIntent(post({ intent: "delete", id: "7" }), handlers)).toEqual({
      ok: true,
      ran: "delete",
      id: "7",
    });
  });

  it("answers an intent no handler names 400 with the toast, and runs nothing", async () => {
    let ran = false;
    const answer = (await dispatchIntent(post({ intent: "publish" }), {
      save: () => {
        ran = true;
        return { ok: true };
      },
    })) as unknown as Refusal;
    expect(answer.init.status).toBe(400);
    expect(answer.data.toast).toEqual({
      type: "error",
      title: "This action is not available",
      description: "The form asked for something this page cannot do. Please reload the page and try again.",
    });
    expect(answer).toEqual(UNKNOWN);
    expect(ran).toBe(false);
  });

  it("runs the fallback for a form without an intent, and answers 400 when there is none", async () => {
    expect(await dispatchIntent(post({ name: "Thali" }), handlers, { fallback: "save" })).toMatchObject({
      ran: "save",
    });
    expect(await dispatchIntent(post({ name: "Thali" }), handlers)).toEqual(UNKNOWN);
  });

  it("does not take an empty or unknown intent for the fallback", async () => {
    expect(await dispatchIntent(post({ intent: "" }), handlers, { fallback: "save" })).toEqual(UNKNOWN);
    expect(await dispatchIntent(post({ intent: "remove" }), handlers, { fallback: "save" })).toEqual(UNKNOWN);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "does not take %s, a key every object has, for a handler",
    async (intent) => {
      expect(await dispatchIntent(post({ intent }), handlers, { fallback: "save" })).toEqual(UNKNOWN);
    },
  );

  it("answers 400 when the intent is a file, not a text", async () => {
    const body = new FormData();
    body.set("intent", new File(["save"], "save"));
    const request = new Request("http://localhost/admin/tab", { method: "POST", body });
    expect(await dispatchIntent(request, handlers)).toEqual(UNKNOWN);
  });
});

describe("onRow", () => {
  const RowSchema = z.object({ id: z.uuid() });
  const id = "4e0b1a6c-5a5b-4c7e-9d2f-0c8a7b6e5d4c";
  const handlers = onRow(
    (form) => RowSchema.safeParse({ id: form.get("id") }),
    (intent) => ({ refused: intent }),
    {
      toggle: (row, form) => ({ toggled: row.id, value: form.get("value") }),
      delete: async (row) => ({ deleted: row.id }),
    },
  );

  it("gives each handler the row the form names, and the form", async () => {
    expect(await dispatchIntent(post({ intent: "toggle", id, value: "on" }), handlers)).toEqual({
      toggled: id,
      value: "on",
    });
    expect(await dispatchIntent(post({ intent: "delete", id }), handlers)).toEqual({ deleted: id });
  });

  it("answers a form naming no valid row with the refusal of its intent, without running the handler", async () => {
    expect(await dispatchIntent(post({ intent: "delete", id: "1 OR 1=1" }), handlers)).toEqual({ refused: "delete" });
    expect(await dispatchIntent(post({ intent: "toggle" }), handlers)).toEqual({ refused: "toggle" });
  });
});
