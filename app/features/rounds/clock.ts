/** Times of day on a round: minutes after midnight (London) and "HH:MM". */

/** "09:30" (or "09:30:00", as the database gives a time) → 570; null for anything else. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** 570 → "09:30" (rounded to the minute). */
export function clockTime(minutes: number): string {
  const rounded = Math.round(minutes);
  return `${String(Math.floor(rounded / 60) % 24).padStart(2, "0")}:${String(rounded % 60).padStart(2, "0")}`;
}

/** A collection point's hours as the owner wrote them ("10:00 - 13:00", "10:00–13:00"); null when none. */
export function hoursSpan(hours: string): { earliest: number; latest: number } | null {
  const match = /^\s*(\d{1,2}:\d{2})\s*[-–—to]+\s*(\d{1,2}:\d{2})\s*$/.exec(hours);
  const earliest = match ? minutesOf(match[1]) : null;
  const latest = match ? minutesOf(match[2]) : null;
  return earliest !== null && latest !== null && latest > earliest ? { earliest, latest } : null;
}

/** "about 20 minutes": the arrival from now, to the nearest five minutes (at least five). */
export function aboutMinutes(minutes: number): number {
  return Math.max(5, Math.round(minutes / 5) * 5);
}
