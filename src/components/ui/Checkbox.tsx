// A checkbox with its label (the testimonial form's 'Featured on Homepage'), wrapping React Aria's
// Checkbox: a real input, so it is announced, toggled with Space and submitted with its form.
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { iconCheck, SvgIcon } from "../Icon";

type CheckboxProps = Omit<AriaCheckboxProps, "children" | "className"> & { label: string };

export function Checkbox({ label, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex cursor-pointer items-center gap-3 text-sm font-semibold text-fg data-disabled:cursor-not-allowed data-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-muted bg-surface text-primary-fg transition-colors group-data-focus-visible:ring-3 group-data-focus-visible:ring-ring group-data-focus-visible:ring-offset-2 group-data-focus-visible:ring-offset-bg group-data-selected:border-primary group-data-selected:bg-primary group-data-indeterminate:border-primary group-data-indeterminate:bg-primary"
      >
        <SvgIcon drawing={iconCheck} className="hidden h-3.5 w-3.5 stroke-3 group-data-selected:block" />
        {/* Some but not all ('Select all on this page' with part of the page selected): a dash. */}
        <span className="hidden h-0.5 w-2.5 rounded bg-current group-data-indeterminate:block" />
      </span>
      {label}
    </AriaCheckbox>
  );
}
