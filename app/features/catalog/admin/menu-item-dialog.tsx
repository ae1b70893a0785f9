import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useSavingFetcher } from "~/components/admin/action-toast";
import { DialogActions, FormDialog } from "~/components/admin/form-dialog";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, SelectField, SelectOptions, TextareaField } from "~/components/form-kit";
import { ImageUploadField } from "~/components/image-upload-field";
import type { ActionResult } from "~/lib/action-result";
import { AllergenMatrix } from "./allergen-matrix";
import { BOX_TYPE_OPTIONS, DISH_TYPE_OPTIONS, MenuItemSchema } from "./menu-schemas";

export interface DialogMenuItem {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  categoryId: string | null;
  dietaryInfo: string[];
  allergens: string[];
  mayContainAllergens: string[];
  displayOrder: number;
  isAvailable: boolean;
  boxType: "essentials" | "essentials_plus" | "both";
  dishType: "vegetarian" | "standard" | null;
  price: number;
  cuisine: string | null;
  imageUrl: string | null;
}

export interface MenuItemDialogOptions {
  categories: Array<{ id: string; name: string }>;
  cuisines: Array<{ name: string; isActive: boolean }>;
}

/**
 * The Add / Edit Menu Item dialog. It posts `intent=save` to `action` (the Menu tab's by default);
 * that action answers with saveDishFromForm() (menu.server.ts). `item` null = add mode.
 */
export function MenuItemDialog({
  open,
  onOpenChange,
  item,
  options,
  action = "/admin?index",
  presetCuisine,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: DialogMenuItem | null;
  options: MenuItemDialogOptions;
  action?: string;
  /** Cuisine preselected in add mode (e.g. from the Cuisines tab). */
  presetCuisine?: string;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={item ? "Edit Menu Item" : "Add Menu Item"}
      description={
        <>
          {item ? "Change the dish and save." : "Fill in the dish and save it to the menu."} The weekends a dish is on
          are planned in the Weekly Cuisines tab.
        </>
      }
    >
      {open ? (
        <MenuItemForm
          key={item?.id ?? "new"}
          item={item}
          options={options}
          action={action}
          presetCuisine={presetCuisine}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function MenuItemForm({
  item,
  options,
  action,
  presetCuisine,
  onDone,
}: {
  item: DialogMenuItem | null;
  options: MenuItemDialogOptions;
  action: string;
  presetCuisine?: string;
  onDone: () => void;
}) {
  const fetcher = useSavingFetcher<ActionResult>(onDone);
  const [uploading, setUploading] = useState(false);
  const busy = fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: `menu-item-form-${item?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: {
      name: item?.name ?? "",
      nativeName: item?.nativeName ?? "",
      description: item?.description ?? "",
      categoryId: item?.categoryId ?? "",
      dietaryInfo: item?.dietaryInfo.join(", ") ?? "",
      displayOrder: String(item?.displayOrder ?? 0),
      isAvailable: item ? (item.isAvailable ? "on" : "") : "on",
      boxType: item?.boxType ?? "both",
      dishType: item?.dishType ?? "standard",
      price: ((item?.price ?? 0) / 100).toFixed(2),
      cuisine: item?.cuisine ?? presetCuisine ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MenuItemSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const cuisineNames = options.cuisines.map((c) => c.name);
  if (item?.cuisine && !cuisineNames.includes(item.cuisine)) cuisineNames.unshift(item.cuisine);

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="English name" field={fields.name} type="text" />
        <InputField label="Native name" field={fields.nativeName} type="text" />
      </div>
      <TextareaField
        label="Description"
        rows={3}
        error={fields.description.errors}
        {...getTextareaProps(fields.description)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Cuisine *"
          error={fields.cuisine.errors}
          {...getSelectProps(fields.cuisine)}
          aria-required="true"
        >
          <option value="">Select a cuisine</option>
          <SelectOptions options={cuisineNames.map((name) => ({ value: name, label: name }))} />
        </SelectField>
        <SelectField label="Category" error={fields.categoryId.errors} {...getSelectProps(fields.categoryId)}>
          <option value="">No category</option>
          <SelectOptions options={options.categories.map((c) => ({ value: c.id, label: c.name }))} />
        </SelectField>
        <SelectField label="Box type" error={fields.boxType.errors} {...getSelectProps(fields.boxType)}>
          <SelectOptions options={BOX_TYPE_OPTIONS} />
        </SelectField>
        <SelectField label="Dish type" error={fields.dishType.errors} {...getSelectProps(fields.dishType)}>
          <SelectOptions options={DISH_TYPE_OPTIONS} />
        </SelectField>
        <InputField label="Price (£)" field={fields.price} type="number" step="0.01" min="0" inputMode="decimal" />
        <InputField label="Display order" field={fields.displayOrder} type="number" step="1" />
      </div>
      <InputField
        label="Dietary info (comma-separated)"
        field={fields.dietaryInfo}
        type="text"
        placeholder="Vegan, Gluten-free"
      />
      <AllergenMatrix item={item} errors={Object.values(fields.allergen.allErrors).flat()} />
      <CheckboxField
        label="Available"
        {...getInputProps(fields.isAvailable, { type: "checkbox" })}
        className="accent-brand-600 size-4 rounded border-stone-400"
      />
      <ImageUploadField
        name="imageUrl"
        folder="menu-items"
        label="Image"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
        defaultUrl={item?.imageUrl}
        error={fields.imageUrl.errors?.[0]}
        onBusyChange={setUploading}
      />
      <DialogActions onCancel={onDone} pending={busy} pendingLabel="Saving..." disabled={uploading}>
        {item ? "Update" : "Add"}
      </DialogActions>
    </fetcher.Form>
  );
}
