import { createStore, del, entries, set } from "idb-keyval";

/**
 * The driver's actions, kept on the phone (IndexedDB) until the server has them: a stop marked
 * delivered in a street without signal is sent when the connection comes back, in the order it was
 * done. Each action is answered once; sending one twice is harmless (the server keeps the first).
 */
export interface QueuedAction {
  id: string;
  /** When it was done on the phone (ms), which also orders the queue. */
  at: number;
  intent: "start" | "delivered" | "failed";
  stopId?: string;
  reason?: string;
  photo?: Blob;
}

const store = () => createStore("dabba-driver", "actions");

export async function queuedActions(): Promise<QueuedAction[]> {
  return (await entries<string, QueuedAction>(store())).map(([, a]) => a).sort((a, b) => a.at - b.at);
}

export const enqueueAction = (action: QueuedAction) => set(action.id, action, store());

/**
 * Sends the queued actions in order. Stops at the first that cannot reach the server (offline:
 * kept for later); an action the server refuses is dropped and its error returned.
 */
export async function sendQueued(url: string): Promise<{ offline: boolean; errors: string[] }> {
  const errors: string[] = [];
  for (const action of await queuedActions()) {
    const body = new FormData();
    body.set("intent", action.intent);
    if (action.stopId) body.set("stopId", action.stopId);
    if (action.reason) body.set("reason", action.reason);
    if (action.photo) body.set("photo", action.photo, "delivery.jpg");
    let response: Response;
    try {
      response = await fetch(url, { method: "POST", body });
    } catch {
      return { offline: true, errors };
    }
    if (response.status >= 500) return { offline: true, errors };
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { error?: string } | null;
      errors.push(answer?.error ?? "The server refused an action");
    }
    await del(action.id, store());
  }
  return { offline: false, errors };
}

/** A phone photo made small enough to queue and send (longest side 1600 px, JPEG); the original if the browser cannot. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.82));
    return blob ?? file;
  } catch {
    return file;
  }
}
