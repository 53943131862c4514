// What an upload field shows (docs/product.md#admin-media): the chosen file by its name and size,
// not by the internal address it was stored under; the address itself stays editable, and can be
// typed by hand, under an 'Advanced' disclosure: a button (aria-expanded) and a panel hidden while
// closed. Not <details> nor React Aria's Disclosure: their closed content (kept findable in the
// page) stopped a dialog opened later, the portrait's crop, from taking the focus. The field stays
// mounted, so its value and messages are kept, whether open or not. Used by ./ImageField.tsx and the resource file's ./UploadField.tsx.
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "react-aria-components";
import { chosenFileTexts as texts } from "./texts";
import { iconChevronDown, SvgIcon } from "../../../../components/Icon";
import { focusRing } from "../ui/admin-ui";

/** The file name an address ends with ("cover.png" for "/uploads/covers/cover.png?x=1"). */
export function fileNameOf(address: string): string {
  const path = address.trim().split(/[?#]/)[0] ?? "";
  const last = path.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The chosen file's name and size (size when known), or `none` when there is none. */
export function ChosenFile({ name, size, none }: { name: string; size?: string; none: string }) {
  if (!name) return <p className="text-sm text-muted">{none}</p>;
  return (
    <p className="flex min-w-0 flex-col text-sm" data-chosen-file>
      <span className="truncate font-semibold text-fg">{name}</span>
      {size ? <span className="text-muted">{size}</span> : null}
    </p>
  );
}

/**
 * The field's address under 'Advanced' (named for the field, `data-advanced="{field}"`): closed
 * until opened, and opened when the address is refused, so its message is seen.
 */
export function Advanced({ field, invalid, children }: { field: string; invalid: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);
  return (
    <div data-advanced={field}>
      <Button
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen(!open)}
        className={`group inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-fg ${focusRing}`}
      >
        <SvgIcon drawing={iconChevronDown} className={`h-4 w-4 transition-transform ${open ? "" : "-rotate-90"}`} />
        {texts.advanced}
        <span className="sr-only">{texts.advancedOf(field)}</span>
      </Button>
      <div id={panelId} hidden={!open} className="mt-3 flex-col gap-2 [&:not([hidden])]:flex">
        {children}
      </div>
    </div>
  );
}
