// The client logos of the settings form (docs/product.md#client-logos, #admin-settings): one row
// per logo, its image (an upload, the library or an address: ImageField) and its company, which is
// also the logo's alt text; 'Add logo', and per row 'Move up', 'Move down' and 'Remove'. The list
// is a value of the form like any other, saved with 'Save settings'. The form's errors name the
// list as one field ("clientLogos"); once it has one, each row is checked with the same schema so
// the message stands on the row's own field.
import { useRef } from "react";
import { Button } from "react-aria-components";
import { TextField } from "../../../components/ui/TextField";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { type ClientLogo, clientLogoSchema, SETTINGS_LIMITS } from "../../../shared/schemas/settings";
import { smallButton } from "../shared/ui/admin-ui";
import { ImageField } from "../shared/uploads/ImageField";
import { settingsAdminTexts } from "./texts";

const texts = settingsAdminTexts.clientLogos;

export function ClientLogosField({
  logos,
  error,
  isDisabled,
  onChange,
  uploadBusy,
}: {
  logos: readonly ClientLogo[];
  /** The list's error in the form ("clientLogos"), if any. */
  error: string | undefined;
  isDisabled: boolean;
  onChange: (logos: ClientLogo[]) => void;
  /** The form's upload-busy handler of a field name, so a save waits for a logo's upload. */
  uploadBusy: (name: string) => (busy: boolean) => void;
}) {
  // Rows are keyed by a number given when they are added, so moving one keeps its field's state.
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < logos.length) keys.current.push(next.current++);
  keys.current.length = logos.length;

  const change = (index: number, patch: Partial<ClientLogo>) =>
    onChange(logos.map((logo, i) => (i === index ? { ...logo, ...patch } : logo)));
  const move = (from: number, to: number) => {
    const reordered = [...logos];
    const [logo] = reordered.splice(from, 1);
    reordered.splice(to, 0, logo!);
    const order = [...keys.current];
    const [key] = order.splice(from, 1);
    order.splice(to, 0, key!);
    keys.current = order;
    onChange(reordered);
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(logos.filter((_, i) => i !== index));
  };

  return (
    <div className="flex flex-col gap-4 sm:col-span-2" data-client-logos-field="">
      <p className="text-sm text-muted">{texts.description}</p>

      {logos.length === 0 ? <p className="text-sm text-fg">{texts.empty}</p> : null}
      <ol className="flex flex-col gap-4">
        {logos.map((logo, index) => {
          const name = `clientLogos.${index}`;
          const errors = error ? fieldErrorsOf(clientLogoSchema, logo) : {};
          const field = (key: "company" | "logoUrl") => ({
            name: `${name}.${key}`,
            value: logo[key],
            onChange: (value: string) => change(index, { [key]: value }),
            isInvalid: Boolean(errors[key]),
            errorMessage: errors[key],
            isDisabled,
            validationBehavior: "aria" as const,
          });
          return (
            <li key={keys.current[index]} className="rounded-md border border-border p-4" data-client-logo-row="">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={texts.company(index + 1)}
                  description={texts.companyDescription}
                  isRequired
                  {...field("company")}
                />
                <ImageField
                  label={texts.logo(index + 1)}
                  {...field("logoUrl")}
                  onBusyChange={uploadBusy(`${name}.logoUrl`)}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  className={smallButton}
                  isDisabled={isDisabled || index === 0}
                  onPress={() => move(index, index - 1)}
                  aria-label={texts.moveUpLabel(logo.company || String(index + 1))}
                >
                  {texts.moveUp}
                </Button>
                <Button
                  className={smallButton}
                  isDisabled={isDisabled || index === logos.length - 1}
                  onPress={() => move(index, index + 1)}
                  aria-label={texts.moveDownLabel(logo.company || String(index + 1))}
                >
                  {texts.moveDown}
                </Button>
                <Button
                  className={smallButton}
                  isDisabled={isDisabled}
                  onPress={() => remove(index)}
                  aria-label={texts.removeLabel(logo.company || String(index + 1))}
                >
                  {texts.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          className={smallButton}
          isDisabled={isDisabled || logos.length >= SETTINGS_LIMITS.clientLogos}
          onPress={() => onChange([...logos, { company: "", logoUrl: "" }])}
        >
          {texts.add}
        </Button>
      </div>
    </div>
  );
}
