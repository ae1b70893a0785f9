import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/conform-fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields, as getInputProps takes them
type Field = FieldMetadata<any, any, any>;

/** A delivery address's street (the whole row), city and postcode, bound to a form's fields. */
export function AddressFields({ fields }: { fields: { address: Field; city: Field; postcode: Field } }) {
  return (
    <>
      <InputField
        field={fields.address}
        type="text"
        label="Address"
        autoComplete="street-address"
        wrapperClassName="sm:col-span-2"
      />
      <InputField field={fields.city} type="text" label="City" autoComplete="address-level2" />
      <InputField field={fields.postcode} type="text" label="Postcode" autoComplete="postal-code" />
    </>
  );
}
