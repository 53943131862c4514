// What an upload field shows (docs/product.md#admin-media): the chosen file by its name and size,
// not by the internal address it was stored under; the address itself stays editable, and can be
// typed by hand, under an 'Advanced' disclosure. A native <details>: it opens without JavaScript
// and its field is sent with the form whether open or not. Used by ./ImageField.tsx and the
// resource file's ./UploadField.tsx.
import { type ReactNode, useEffect, useState } from "react";
import { chosenFileTexts as texts } from "../../content/admin";

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
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);
  return (
    <details data-advanced={field} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded text-sm font-semibold text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {texts.advanced}
        <span className="sr-only">{texts.advancedOf(field)}</span>
      </summary>
      <div className="mt-3 flex flex-col gap-2">{children}</div>
    </details>
  );
}
