import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

/** Choosing a week opens /menu?week={id}; without JavaScript the Show button submits the form. */
export function WeekSelector({
  weeks,
  selectedId,
}: {
  weeks: Array<{ id: string; label: string }>;
  selectedId: string;
}) {
  const navigate = useNavigate();
  return (
    <Form method="get" action="/menu" className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="week" className="text-sm font-medium">
          Choose a week
        </label>
        <select
          id="week"
          name="week"
          defaultValue={selectedId}
          key={selectedId}
          onChange={(event) => navigate(`/menu?week=${encodeURIComponent(event.currentTarget.value)}`)}
          className="text-ink h-10 min-w-56 rounded-md border border-stone-300 bg-white px-3 text-base md:text-sm"
        >
          {weeks.map((week) => (
            <option key={week.id} value={week.id}>
              {week.label}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <Button type="submit" variant="outline">
          Show menu
        </Button>
      </noscript>
    </Form>
  );
}
