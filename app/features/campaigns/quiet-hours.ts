import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE } from "~/lib/dates";

/** Quiet hours as the settings give them ("21:00:00" to "08:00:00", London). */
export interface QuietHours {
  quietHoursStart: string;
  quietHoursEnd: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map((part) => Number.parseInt(part, 10));
  return (hours || 0) * 60 + (minutes || 0);
};

/**
 * When a marketing message due at `at` may go: `at` itself outside quiet hours, else the end of
 * quiet hours (the next morning, London time, whatever the clocks do). Quiet hours may span
 * midnight (21:00–08:00) or not (13:00–14:00); equal start and end means none.
 */
export function nextSendingTime(at: Date, quiet: QuietHours): Date {
  const start = minutesOf(quiet.quietHoursStart);
  const end = minutesOf(quiet.quietHoursEnd);
  if (start === end) return at;
  const local = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  const now = local.getHours() * 60 + local.getMinutes();
  const quietNow = start < end ? now >= start && now < end : now >= start || now < end;
  if (!quietNow) return at;
  // The end of quiet hours: today if it is still ahead, else tomorrow.
  const dayOffset = now < end ? 0 : 1;
  const resume = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + dayOffset,
    Math.floor(end / 60),
    end % 60,
    0,
    0,
    BUSINESS_TIME_ZONE,
  );
  return new Date(resume.getTime());
}
