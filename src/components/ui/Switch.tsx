// An on/off setting (the blog form's Published), wrapping React Aria's Switch: a real checkbox
// input with role "switch", so it is announced as on or off and toggled with Space.
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";

type SwitchProps = Omit<AriaSwitchProps, "children" | "className"> & { label: string; description?: string };

export function Switch({ label, description, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className="group flex cursor-pointer items-center gap-3 text-sm font-semibold text-fg data-disabled:cursor-not-allowed data-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-muted/60 px-0.5 transition-colors group-data-focus-visible:ring-3 group-data-focus-visible:ring-ring group-data-focus-visible:ring-offset-2 group-data-focus-visible:ring-offset-bg group-data-selected:bg-primary"
      >
        <span className="h-4 w-4 rounded-full bg-surface shadow-sm transition-transform group-data-selected:translate-x-5" />
      </span>
      <span className="flex flex-col">
        {label}
        {description ? <span className="text-xs font-normal text-muted">{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
