// A meeting type in a dialog (docs/product.md#admin-bookings): name, address, description, duration,
// buffers, notice, how far ahead, a daily cap, the location and its detail, the questions the form
// asks (one per line) and whether it is offered. Checked with the server's own schema on submit and
// then on every change; a refused save (a taken address: 409) puts the server's message on its field.
import type { FormEvent } from "react";
import { Select } from "../../../components/ui/Select";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { meetingTypeSchema } from "../../../shared/schemas/booking";
import type { AdminMeetingType } from "../shared/data/api-types";
import { MEETING_TYPE_WRITES } from "../shared/data/paths";
import { DialogForm, type DialogFormProps } from "../shared/forms/form-shells";
import { useAdminForm } from "../shared/forms/form-support";
import { bookingAdminTexts } from "./texts";

const texts = bookingAdminTexts.typeForm;
type LocationKind = AdminMeetingType["locationKind"];

type Values = {
  name: string;
  slug: string;
  description: string;
  durationMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  dailyCap: string;
  locationKind: LocationKind | "";
  locationDetail: string;
  questions: string;
  active: boolean;
};

const blank: Values = {
  name: "",
  slug: "",
  description: "",
  durationMinutes: "30",
  bufferBeforeMinutes: "0",
  bufferAfterMinutes: "0",
  minNoticeMinutes: "60",
  horizonDays: "30",
  dailyCap: "",
  locationKind: "video",
  locationDetail: "",
  questions: "",
  active: true,
};

function valuesOf(type: AdminMeetingType | null): Values {
  if (!type) return blank;
  return {
    name: type.name,
    slug: type.slug,
    description: type.description,
    durationMinutes: String(type.durationMinutes),
    bufferBeforeMinutes: String(type.bufferBeforeMinutes),
    bufferAfterMinutes: String(type.bufferAfterMinutes),
    minNoticeMinutes: String(type.minNoticeMinutes),
    horizonDays: String(type.horizonDays),
    dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
    locationKind: type.locationKind,
    locationDetail: type.locationDetail,
    questions: type.questions.join("\n"),
    active: type.active,
  };
}

/** A number field's value as the API takes it: blank is left out (its default, or the schema's message). */
const numberOf = (value: string) => (value.trim() === "" ? undefined : Number(value.trim()));

/** The API's body (meetingTypeSchema): numbers as numbers, one question per non-blank line. */
export function meetingTypeBody(values: Values) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    durationMinutes: numberOf(values.durationMinutes),
    bufferBeforeMinutes: numberOf(values.bufferBeforeMinutes),
    bufferAfterMinutes: numberOf(values.bufferAfterMinutes),
    minNoticeMinutes: numberOf(values.minNoticeMinutes),
    horizonDays: numberOf(values.horizonDays),
    // Blank: no cap.
    dailyCap: numberOf(values.dailyCap) ?? null,
    locationKind: values.locationKind === "" ? undefined : values.locationKind,
    locationDetail: values.locationDetail,
    questions: values.questions
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    active: values.active,
  };
}

const locationOptions = (Object.keys(texts.locations) as LocationKind[]).map((value) => ({
  value,
  label: texts.locations[value],
}));

export function MeetingTypeForm({ item, onSaved, ...dialog }: DialogFormProps<AdminMeetingType>) {
  const form = useAdminForm(valuesOf(item), (values) => fieldErrorsOf(meetingTypeSchema, meetingTypeBody(values)));
  const { values, errors, saving, text } = form;
  const number = (name: Parameters<typeof text>[0]) => ({ ...text(name), inputMode: "numeric" as const });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submitItem(
      event,
      item,
      { paths: MEETING_TYPE_WRITES, body: meetingTypeBody(values), toasts: bookingAdminTexts.typeToasts },
      { onSaved, noun: "meeting type" },
    );

  return (
    <DialogForm
      formId="meeting-type-form"
      {...dialog}
      texts={texts}
      subtitle={item?.name}
      onSubmit={onSubmit}
      width="max-w-2xl"
      {...form.shell}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.name} isRequired autoComplete="off" autoFocus {...text("name")} />
        <TextField
          label={texts.slug}
          description={texts.slugDescription}
          isRequired
          autoComplete="off"
          {...text("slug")}
        />
      </div>
      <TextField label={texts.description} rows={2} {...text("description")} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={texts.duration} isRequired {...number("durationMinutes")} />
        <TextField label={texts.bufferBefore} {...number("bufferBeforeMinutes")} />
        <TextField label={texts.bufferAfter} {...number("bufferAfterMinutes")} />
        <TextField label={texts.minNotice} description={texts.minNoticeDescription} {...number("minNoticeMinutes")} />
        <TextField label={texts.horizon} {...number("horizonDays")} />
        <TextField label={texts.dailyCap} description={texts.dailyCapDescription} {...number("dailyCap")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={texts.locationKind}
          name="locationKind"
          options={locationOptions}
          placeholder={texts.locationPlaceholder}
          value={values.locationKind}
          onChange={(value) =>
            form.set("locationKind")(
              locationOptions.some((option) => option.value === value) ? (value as LocationKind) : "",
            )
          }
          isRequired
          isDisabled={saving}
          isInvalid={errors.locationKind !== undefined}
          errorMessage={errors.locationKind}
        />
        <TextField
          label={texts.locationDetail}
          description={texts.locationDetailDescription}
          {...text("locationDetail")}
        />
      </div>
      <TextField label={texts.questions} description={texts.questionsDescription} rows={3} {...text("questions")} />
      <Switch
        name="active"
        isSelected={values.active}
        onChange={form.set("active")}
        isDisabled={saving}
        label={texts.active}
        description={texts.activeDescription}
      />
    </DialogForm>
  );
}
