import type * as React from "react";
import { Form, useSubmit } from "react-router";
import { SelectField } from "~/components/form-kit";

/** A tab's filters: a search form (GET, named `label`) that applies a select's new value at once. */
export function FilterForm({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT")
          submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      {children}
    </Form>
  );
}

/** A filter's select, made afresh when the URL's value changes (back, forward) so it shows it. */
export function FilterSelect({
  value,
  ...props
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return <SelectField key={value ?? ""} defaultValue={value ?? ""} {...props} />;
}
