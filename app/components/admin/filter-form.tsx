import { Search } from "lucide-react";
import type * as React from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FormField, SelectField } from "~/components/form-kit";
import { Button, buttonVariants } from "~/components/ui/button";

/** Whether the page at `pathname` is loading (a search form of it was sent). */
export function useSearching(pathname: string) {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

/**
 * A search form's buttons: Search and Clear, a link to `clearTo`. Where the page follows its
 * loading, `searching` is given: Search then says "Searching..." and is disabled.
 */
export function SearchButtons({ clearTo, searching }: { clearTo: string; searching?: boolean }) {
  return (
    <div className="flex items-end gap-2">
      <Button type="submit" disabled={searching ?? false}>
        <Search className="size-4" aria-hidden />
        {searching === undefined ? " Search" : <> {searching ? "Searching..." : "Search"}</>}
      </Button>
      <Link to={clearTo} className={buttonVariants({ variant: "outline" })}>
        Clear
      </Link>
    </div>
  );
}

type SearchFormProps = { label: string; className: string; children: React.ReactNode };

/** A search form: it sends its fields (GET) to the page; `label` names it. */
export function SearchForm({
  label,
  className,
  onChange,
  children,
}: SearchFormProps & { onChange?: React.FormEventHandler<HTMLFormElement> }) {
  return (
    <Form method="get" role="search" aria-label={label} className={className} onChange={onChange}>
      {children}
    </Form>
  );
}

/** A tab's filters: a search form (GET, named `label`) that applies a select's new value at once. */
export function FilterForm(props: SearchFormProps) {
  const submit = useSubmit();
  return (
    <SearchForm
      {...props}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT")
          submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    />
  );
}

/** A filter's field: named `name`, labelled `label`, showing `value` (the URL's) at first. */
type FilterFieldProps = { id: string; label: string; name: string; value?: string | null };

/** A select that sends its form as soon as it changes. */
export function SubmittingSelect({ value, ...props }: FilterFieldProps & { children: React.ReactNode }) {
  const submit = useSubmit();
  return <SelectField defaultValue={value ?? ""} onChange={(e) => submit(e.currentTarget.form)} {...props} />;
}

/** A filter's select, made afresh when the URL's value changes (back, forward) so it shows it. */
export function FilterSelect({
  value,
  ...props
}: FilterFieldProps & { className?: string; children: React.ReactNode }) {
  return <SelectField key={value ?? ""} defaultValue={value ?? ""} {...props} />;
}

/** A filter form's search box, showing `value` (the URL's search term). */
export function SearchField({
  value,
  ...props
}: FilterFieldProps & { placeholder: string; maxLength?: number; wrapperClassName?: string }) {
  return <FormField type="search" defaultValue={value ?? ""} {...props} />;
}
