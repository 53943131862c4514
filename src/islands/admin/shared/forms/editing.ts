// Which item a tab's form dialog is editing. A new key mounts a fresh form at each opening, so a
// form never carries one item's values over to the next.
import { useState } from "react";
import type { DialogFormProps } from "./form-shells";
import { invalidatePrefix } from "../data/query";

/**
 * A form in a dialog (Resources, Users): closed, or open on an item, or on a new one (null). A
 * save closes it and reads `listPath` again, and `derived`: other reads a save may change.
 */
export function useFormDialog<T>(listPath: string, derived: readonly string[] = []) {
  const [form, setForm] = useState<{ item: T | null; key: number } | null>(null);
  const close = () => setForm(null);
  const props: DialogFormProps<T> = {
    isOpen: form !== null,
    item: form?.item ?? null,
    onSaved: () => {
      close();
      for (const path of [listPath, ...derived]) void invalidatePrefix(path);
    },
    onClose: close,
  };
  return {
    key: form?.key ?? 0,
    props,
    open: (item: T | null) => setForm((current) => ({ item, key: (current?.key ?? 0) + 1 })),
  };
}
