import { createHash } from "node:crypto";
import { signValue } from "~/lib/signing.server";

/**
 * Gift card codes (decision 046): a card's code is derived from its id with the server's signing
 * key, never stored. The database keeps a sha256 of the normalised code (to find the card) and its
 * last four characters (to tell cards apart), so a copy of the database holds no usable code.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32: no I, L, O, U

/** 16 characters of Crockford base32 (80 bits) from HMAC-SHA256(secret, "gift-card:" + id). */
function rawCode(cardId: string): string {
  // signValue is HMAC-SHA256(signing key, "gift-card:" + id), as base64url.
  const digest = Buffer.from(signValue("gift-card", cardId), "base64url");
  let bits = 0n;
  for (const byte of digest.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 15; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** A card's code as the recipient reads it: four groups of four characters, e.g. K7QM-2HXP-9T4R-W3ZD. */
export function giftCardCode(card: { id: string }): string {
  return rawCode(card.id).match(/.{4}/g)!.join("-");
}

/**
 * A code as typed, the way Crockford reads it: upper case, spaces and dashes removed, O as 0,
 * I and L as 1. Anything else outside the alphabet stays, so it matches no card.
 */
export function normaliseCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/** The stored hash of a (typed or derived) code. */
export function codeHash(code: string): string {
  return createHash("sha256").update(normaliseCode(code)).digest("hex");
}

/** What a new card stores of its code: its hash and its last four characters. */
export function storedCode(cardId: string): { codeHash: string; codeHint: string } {
  const code = rawCode(cardId);
  return { codeHash: codeHash(code), codeHint: code.slice(-4) };
}

/** Whether a typed code could be a card's (16 characters of the alphabet once normalised). */
export function wellFormedCode(typed: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(normaliseCode(typed));
}
