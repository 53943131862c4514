// The firm's hours (docs/product.md#admin-bookings): the time zone they are in, one or more ranges per
// weekday, and exceptions by date (a day off or holiday, or other hours that day). Every field has
// its label, each weekday and exception is a named group, and a problem is said beside the day or
// exception it is in, with its fields marked invalid; the first is focused on Save.
import { type FormEvent, useId } from "react";
import { Button, Form } from "react-aria-components";
import { ComboBoxField } from "../../../components/ui/ComboBoxField";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import type { Availability, HoursRange } from "../../../shared/schemas/booking";
import { useAdminForm } from "../shared/forms/form-support";
import { useReportUnsaved } from "../shared/forms/unsaved";
import { FormActions, focusRing, smallButton } from "../shared/ui/admin-ui";
import { availabilityBody, changeAvailability, type ExceptionValues, hoursErrors, hoursValuesOf } from "./hours-values";
import { bookingAdminTexts, WEEKDAYS } from "./texts";

const texts = bookingAdminTexts.hours;
const TIME_ZONES = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];

export function HoursForm({
  stored,
  canManage,
  onSaved,
}: {
  stored: Availability;
  canManage: boolean;
  onSaved: () => void;
}) {
  const form = useAdminForm(hoursValuesOf(stored), (values) => hoursErrors(values, stored));
  const { values, errors, update } = form;
  const disabled = form.saving || !canManage;
  useReportUnsaved("booking-hours-form", form.changed && !form.saving);

  const setDay = (day: keyof typeof values.weekly, ranges: HoursRange[]) =>
    update({ weekly: { ...values.weekly, [day]: ranges } });
  const setException = (index: number, patch: Partial<ExceptionValues>) =>
    update({ exceptions: values.exceptions.map((each, i) => (i === index ? { ...each, ...patch } : each)) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: () => changeAvailability((current) => availabilityBody(values, current)),
      savedToast: texts.saved,
      failedToast: () => ({ title: texts.saveFailed }),
      onSaved,
      noun: "booking hours",
    });

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-6" data-booking-hours-form>
      <ComboBoxField
        label={texts.timeZone}
        description={texts.timeZoneDescription}
        showSuggestionsLabel={texts.showZones}
        suggestions={TIME_ZONES}
        inputValue={values.timeZone}
        onInputChange={form.set("timeZone")}
        name="timeZone"
        isRequired
        isDisabled={disabled}
        isInvalid={errors.timeZone !== undefined}
        errorMessage={errors.timeZone}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.firstReminder}
          description={texts.reminderDescription}
          inputMode="numeric"
          {...form.text("firstReminder")}
          isDisabled={disabled}
        />
        <TextField
          label={texts.secondReminder}
          inputMode="numeric"
          {...form.text("secondReminder")}
          isDisabled={disabled}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-heading text-lg font-semibold text-fg">{texts.weekly}</legend>
        {errors.weekly ? <p className="text-sm font-medium text-danger">{errors.weekly}</p> : null}
        {WEEKDAYS.map(({ key, name }) => (
          <RangesGroup
            key={key}
            label={name}
            ranges={values.weekly[key]}
            error={errors[`weekly.${key}`]}
            disabled={disabled}
            onChange={(ranges) => setDay(key, ranges)}
          />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-heading text-lg font-semibold text-fg">{texts.exceptions}</legend>
        <p className="text-sm text-muted">{texts.exceptionsIntro}</p>
        {errors.exceptions ? <p className="text-sm font-medium text-danger">{errors.exceptions}</p> : null}
        {values.exceptions.length === 0 ? <p className="text-sm text-muted">{texts.noExceptions}</p> : null}
        {values.exceptions.map((exception, index) => (
          <ExceptionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id; a removed row re-keys the rest, which is harmless
            key={index}
            index={index}
            exception={exception}
            error={errors[`exceptions.${index}`]}
            disabled={disabled}
            onChange={(patch) => setException(index, patch)}
            onRemove={() => update({ exceptions: values.exceptions.filter((_, i) => i !== index) })}
          />
        ))}
        {canManage ? (
          <div>
            <Button
              className={smallButton}
              isDisabled={disabled}
              onPress={() =>
                update({ exceptions: [...values.exceptions, { date: "", off: true, hours: [], note: "" }] })
              }
            >
              {texts.addException}
            </Button>
          </div>
        ) : null}
      </fieldset>

      {canManage ? <FormActions saving={form.saving} submitLabel={form.saving ? texts.saving : texts.save} /> : null}
    </Form>
  );
}

/** One weekday's or one exception's ranges: From and Until each, Remove, and Add hours. */
function RangesGroup({
  label,
  ranges,
  error,
  disabled,
  onChange,
}: {
  label: string;
  ranges: HoursRange[];
  error?: string;
  disabled: boolean;
  onChange: (ranges: HoursRange[]) => void;
}) {
  const errorId = useId();
  const setRange = (index: number, patch: Partial<HoursRange>) =>
    onChange(ranges.map((each, i) => (i === index ? { ...each, ...patch } : each)));
  const next = ranges.length === 0 ? { start: "09:00", end: "17:00" } : { start: ranges.at(-1)?.end ?? "", end: "" };
  const invalid = { isInvalid: error !== undefined, "aria-describedby": error ? errorId : undefined };
  const timeField = (range: HoursRange, index: number, end: "start" | "end") => ({
    value: range[end],
    onChange: (value: string) => setRange(index, { [end]: value }),
    isDisabled: disabled,
    validationBehavior: "aria" as const,
    className: "w-28",
    ...invalid,
  });
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-4" data-hours-day={label}>
      <legend className="px-1 text-sm font-semibold text-fg">{label}</legend>
      {ranges.length === 0 ? <p className="text-sm text-muted">{texts.closed}</p> : null}
      {ranges.map((range, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id of their own
          key={index}
          aria-label={texts.rangeLabel(label, index + 1)}
          className="flex min-w-0 flex-wrap items-end gap-3"
        >
          <TextField label={texts.from} placeholder={texts.timePlaceholder} {...timeField(range, index, "start")} />
          <TextField label={texts.until} placeholder="17:00" {...timeField(range, index, "end")} />
          {disabled ? null : (
            <Button
              className={`${smallButton} ${focusRing}`}
              aria-label={texts.removeLabel(texts.rangeLabel(label, index + 1))}
              onPress={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              {texts.remove}
            </Button>
          )}
        </fieldset>
      ))}
      <GroupError id={errorId} error={error} />
      {disabled ? null : (
        <div>
          <Button
            className={smallButton}
            aria-label={texts.addHoursLabel(label)}
            onPress={() => onChange([...ranges, next])}
          >
            {texts.addHours}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function ExceptionRow({
  index,
  exception,
  error,
  disabled,
  onChange,
  onRemove,
}: {
  index: number;
  exception: ExceptionValues;
  error?: string;
  disabled: boolean;
  onChange: (patch: Partial<ExceptionValues>) => void;
  onRemove: () => void;
}) {
  const label = texts.exceptionLabel(index + 1);
  const errorId = useId();
  const textField = (key: "date" | "note") => ({
    label: texts[key],
    placeholder: key === "date" ? texts.datePlaceholder : texts.notePlaceholder,
    value: exception[key],
    onChange: (value: string) => onChange({ [key]: value }),
    isDisabled: disabled,
  });
  return (
    <fieldset
      aria-label={label}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
      data-exception
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...textField("date")}
          validationBehavior="aria"
          isInvalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Select
          label={texts.kind}
          name={`exception-${index}-kind`}
          options={[
            { value: "off", label: texts.kinds.off },
            { value: "hours", label: texts.kinds.hours },
          ]}
          placeholder={texts.kinds.off}
          value={exception.off ? "off" : "hours"}
          onChange={(kind) =>
            onChange(
              kind === "off"
                ? { off: true }
                : {
                    off: false,
                    hours: exception.hours.length > 0 ? exception.hours : [{ start: "09:00", end: "13:00" }],
                  },
            )
          }
          isDisabled={disabled}
        />
        <TextField {...textField("note")} />
      </div>
      {exception.off ? null : (
        <RangesGroup
          label={`${label} ${exception.date}`.trim()}
          ranges={exception.hours}
          disabled={disabled}
          onChange={(hours) => onChange({ hours })}
        />
      )}
      <GroupError id={errorId} error={error} />
      {disabled ? null : (
        <div>
          <Button className={`${smallButton} text-danger`} aria-label={texts.removeLabel(label)} onPress={onRemove}>
            {texts.remove}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** A day's or an exception's problem, under its fields (which name it with aria-describedby). */
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}
