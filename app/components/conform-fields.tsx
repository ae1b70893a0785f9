/**
 * The form kit's fields bound to a conform field: name, id, value, constraints and aria come
 * from the field, its errors are shown under it.
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type * as React from "react";
import { FormField } from "~/components/form-kit";

type InputType = "text" | "number" | "email" | "time" | "date" | "url" | "tel" | "password" | "search";

/** A labelled input for `field`. */
export function InputField({
  field,
  type,
  ...props
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field, as getInputProps takes it
  field: FieldMetadata<any, any, any>;
  type: InputType;
} & Omit<React.ComponentProps<typeof FormField>, "name" | "type" | "error">) {
  return <FormField error={field.errors} {...getInputProps(field, { type })} {...props} />;
}
