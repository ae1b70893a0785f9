import { failed } from "./action-result.server";

/** One of a page's writes: it gets the form, already read, and answers as any action does. */
export type IntentHandler<R> = (form: FormData) => R | Promise<R>;

/**
 * The one intent dispatcher of every page, admin and shop alike: reads the form once and runs the
 * handler its `intent` field names. A form without an intent is the page's `fallback` handler, if it
 * has one (the main form of a tab: "save"); an intent no handler names is answered 400, never taken
 * for another write. Only the handlers' own names count (not "constructor", "__proto__"…).
 */
export async function dispatchIntent<H extends Record<string, IntentHandler<unknown>>>(
  request: Request,
  handlers: H,
  { fallback }: { fallback?: keyof H & string } = {},
): Promise<Awaited<ReturnType<H[keyof H]>> | ReturnType<typeof failed>> {
  const form = await request.formData();
  const sent = form.get("intent");
  const name = sent === null ? fallback : typeof sent === "string" ? sent : undefined;
  const handler = name !== undefined && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return unknownIntent();
  return (await handler(form)) as Awaited<ReturnType<H[keyof H]>>;
}

/** The answer to a form asking for a write the page does not have. */
export function unknownIntent() {
  return failed("This action is not available", {
    description: "The form asked for something this page cannot do. Please reload the page and try again.",
  });
}

/** What a schema's `safeParse` answers (only whether it succeeded and the value are read). */
type Parsed<T> = { success: true; data: T } | { success: false };

/**
 * Handlers of a list's row buttons (toggle, move, delete…): `read` checks what the form names (the
 * row's id, a neighbour…), a form it refuses is answered `refuse(intent)`, else the handler gets
 * the row and the form.
 */
export function onRow<T, H extends Record<string, (row: T, form: FormData) => unknown>, A>(
  read: (form: FormData) => Parsed<T>,
  refuse: (intent: keyof H & string) => A,
  handlers: H,
): { [K in keyof H]: (form: FormData) => ReturnType<H[K]> | A } {
  return Object.fromEntries(
    Object.entries(handlers).map(([intent, handle]) => [
      intent,
      (form: FormData) => {
        const row = read(form);
        return row.success ? handle(row.data, form) : refuse(intent);
      },
    ]),
  ) as { [K in keyof H]: (form: FormData) => ReturnType<H[K]> | A };
}
