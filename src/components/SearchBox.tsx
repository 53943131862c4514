// The search box of a list page (/blog, /resources): the `q` of its GET form, with a label for
// screen readers and the magnifier in the field.
import { useId } from "react";
import { iconSearch, SvgIcon } from "./Icon";

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SvgIcon
        drawing={iconSearch}
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-md border border-border bg-surface py-2.5 pr-3 pl-10 text-base text-fg shadow-sm transition-colors placeholder:text-muted hover:border-muted focus:border-primary"
      />
    </div>
  );
}
