import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { addDays, formatLongDate, formatShortDate, monthLabel, parseIsoDate } from "~/lib/dates";
import { cn } from "~/lib/utils";

export interface DateOption {
  date: string;
  remaining: number | null;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The days of a month's calendar grid (Monday first), padded with nulls. */
function monthGrid(month: string): Array<string | null> {
  const first = `${month}-01`;
  const lead = (parseIsoDate(first).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return cells;
}

function shiftMonth(month: string, by: number): string {
  const d = parseIsoDate(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
}

/**
 * 'Pick a delivery date': a calendar that offers only the dates the server says can be ordered
 * (weekends within 90 days, before the cutoff, not full), opening on the next orderable weekend.
 */
export function DeliveryDatePicker({
  options,
  value,
  onChange,
  boxes,
  invalid,
  describedBy,
}: {
  options: DateOption[];
  value: string | null;
  onChange: (date: string) => void;
  boxes: number;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const byDate = new Map(options.map((o) => [o.date, o]));
  const firstMonth = options[0]?.date.slice(0, 7) ?? null;
  const lastMonth = options.at(-1)?.date.slice(0, 7) ?? null;
  const [month, setMonth] = useState<string | null>(null);
  const shown = month ?? (value && byDate.has(value) ? value.slice(0, 7) : firstMonth);

  const selectable = (date: string) => {
    const option = byDate.get(date);
    return Boolean(option && (option.remaining === null || option.remaining >= Math.max(1, boxes)));
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setMonth(null);
      }}
    >
      <Popover.Trigger asChild>
        <Button
          type="button"
          variant="outline"
          className={cn("w-full justify-start", invalid && "border-red-600")}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={options.length === 0}
        >
          <CalendarDays aria-hidden className="size-4" />
          {value ? formatShortDate(value) : "Pick a delivery date"}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[19rem] rounded-lg border border-stone-200 bg-white p-3 shadow-xl"
          aria-label="Delivery date"
        >
          {shown ? (
            <>
              <div className="mb-2 flex items-center justify-between">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label="Previous month"
                  disabled={!firstMonth || shown <= firstMonth}
                  onClick={() => setMonth(shiftMonth(shown, -1))}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                </Button>
                <p className="font-semibold" aria-live="polite">
                  {monthLabel(shown)}
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label="Next month"
                  disabled={!lastMonth || shown >= lastMonth}
                  onClick={() => setMonth(shiftMonth(shown, 1))}
                >
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </div>
              <table className="w-full table-fixed text-center text-sm">
                <thead>
                  <tr>
                    {WEEKDAYS.map((d) => (
                      <th key={d} scope="col" className="text-muted pb-1 text-xs font-semibold">
                        {d}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chunk(monthGrid(shown), 7).map((week, i) => (
                    <tr key={i}>
                      {week.map((date, j) => (
                        <td key={j} className="p-0.5">
                          {date ? (
                            <button
                              type="button"
                              disabled={!selectable(date)}
                              aria-pressed={value === date}
                              aria-label={formatLongDate(date)}
                              onClick={() => {
                                onChange(date);
                                setOpen(false);
                              }}
                              className={cn(
                                "size-9 rounded-md tabular-nums disabled:cursor-not-allowed disabled:text-stone-400",
                                selectable(date) && "bg-brand-50 text-brand-900 hover:bg-brand-100 font-semibold",
                                value === date && "bg-brand-600 hover:bg-brand-700 text-white",
                              )}
                            >
                              {Number(date.slice(8))}
                            </button>
                          ) : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="text-muted mt-2 text-xs">We deliver on Saturdays and Sundays.</p>
            </>
          ) : (
            <p className="text-sm">No delivery dates are available at the moment.</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
