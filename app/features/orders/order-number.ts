import { randomInt } from "node:crypto";

/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 'TIF-' + 8 upper-case characters (unique in the database; the caller retries on a clash). */
export function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TIF-${code}`;
}

export const ORDER_NUMBER_PATTERN = /^TIF-[A-Z0-9]{8}$/;
