// The 'Publish at' field of the blog and resource forms (docs/product.md#scheduled): a native
// datetime-local control, wrapped like the forms' other fields, read on the site's clock
// (../data/site-time-zone.ts) whatever the browser's.
import { type RefObject, useRef } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import { FieldLabel, FieldNotes } from "../../../../components/ui/field-parts";
import { controlClass } from "../../../../components/ui/TextField";
import { publishAtTexts } from "./texts";
import { dateTimeInputValue, instantOfDateTimeInput } from "../../../../shared/format";
import { useSiteTimeZone } from "../data/site-time-zone";

/** A stored publishedAt as the field shows it; empty when there is none. */
function publishAtValue(publishedAt: string | null | undefined, timeZone: string): string {
  return publishedAt ? dateTimeInputValue(publishedAt, timeZone) : "";
}

/**
 * The publishedAt the API takes from the field: null when left empty (now, at the first
 * publication), else the instant as ISO. What cannot be read (text, or a control the browser
 * holds half-filled) is sent as it is, so the shared schema answers 'Please enter a valid date'.
 */
function publishedAtOf(value: string, timeZone: string, unreadable = false): string | null {
  if (unreadable) return value || "unreadable";
  if (value.trim() === "") return null;
  return instantOfDateTimeInput(value, timeZone)?.toISOString() ?? value;
}

/** Whether the browser holds a date and time it cannot read in the field (partly typed). */
const isHalfFilled = (input: RefObject<HTMLInputElement | null>) => input.current?.validity.badInput === true;

/**
 * What a form needs for its 'Publish at' field, given the item's stored publishedAt: the field's
 * first value, the ref the field's input takes, and the publishedAt to send for a field value. An
 * untouched field sends the stored instant itself, so saving never moves it by its seconds.
 */
export function usePublishAt(stored: string | null | undefined) {
  const timeZone = useSiteTimeZone();
  const inputRef = useRef<HTMLInputElement>(null);
  const initial = publishAtValue(stored, timeZone);
  return {
    initial,
    inputRef,
    bodyValue: (value: string): string | null =>
      stored && value === initial && !isHalfFilled(inputRef)
        ? stored
        : publishedAtOf(value, timeZone, isHalfFilled(inputRef)),
  };
}

/** 'Publish at': a date and a time on the site's clock, like the forms' other fields. */
export function PublishAtField({
  inputRef,
  value,
  onChange,
  ...field
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  name: string;
  isInvalid: boolean;
  errorMessage?: string;
  isDisabled: boolean;
  validationBehavior: "aria";
}) {
  const timeZone = useSiteTimeZone();
  return (
    <AriaTextField {...field} type="datetime-local" value={value} onChange={onChange} className="flex flex-col gap-1.5">
      {/* Optional: left empty, the item is published now (no required mark). */}
      <FieldLabel label={publishAtTexts.label} />
      {/* To the second: a moment is often a round minute, but may be a few seconds away. */}
      <Input ref={inputRef} step={1} className={controlClass} data-publish-at />
      <FieldNotes description={publishAtTexts.description(timeZone)} errorMessage={field.errorMessage} />
    </AriaTextField>
  );
}
