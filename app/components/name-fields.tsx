import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/form-kit";

type NameField = Parameters<typeof getInputProps>[0] & Pick<FieldMetadata<string>, "errors">;

/**
 * First and last name, as every form asks them (sign-up, the contact form, My account's profile),
 * worded as each form words them.
 */
export function NameFields({
  firstName,
  lastName,
  labels = ["First Name", "Last Name"],
}: {
  firstName: NameField;
  lastName: NameField;
  labels?: [first: string, last: string];
}) {
  return (
    <>
      <FormField
        label={labels[0]}
        autoComplete="given-name"
        error={firstName.errors}
        {...getInputProps(firstName, { type: "text" })}
      />
      <FormField
        label={labels[1]}
        autoComplete="family-name"
        error={lastName.errors}
        {...getInputProps(lastName, { type: "text" })}
      />
    </>
  );
}
