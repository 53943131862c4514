// The settings form (docs/product.md#admin-settings, #settings): its groups (Firm, Contact, Profiles,
// Founder, Sharing, Proof (the client logos and the download counts' threshold), Notifications,
// Security), each a fieldset. Its values are the document's fields by their dotted names
// ("founder.name"), the names the server's 400 gives its messages under, so each message lands on
// its field; the form checks with the same schema as the server, on submit and then on every
// change. A failed save keeps every value. The logo and the share image are image fields (an
// address, an upload or the library: ImageField); the portrait is cropped in the browser
// (PortraitField).
import type { FormEvent, ReactNode } from "react";
import { apiRequest } from "../../../client/api";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { settingsAdminTexts as texts } from "./texts";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { type ClientLogo, type SettingsInput, settingsSchema } from "../../../shared/schemas/settings";
import { FormActions } from "../shared/ui/admin-ui";
import type { AdminSettings, WriteAnswer } from "../shared/data/api-types";
import { ADMIN_NOTIFICATIONS_PATH, ADMIN_SETTINGS_PATH } from "../shared/data/paths";
import { FormPanel } from "../shared/forms/form-shells";
import { useAdminForm } from "../shared/forms/form-support";
import { failureMessage } from "../shared/data/mutation";
import { ImageField } from "../shared/uploads/ImageField";
import { PortraitField } from "./PortraitField";
import { ClientLogosField } from "./ClientLogosField";
import { Select } from "../../../components/ui/Select";
import { useApiQuery } from "../shared/data/query";
import { useSiteTimeZone } from "../shared/data/site-time-zone";

/** Every field of the document, by its dotted name. */
const FIELDS = [
  "firmName",
  "tagline",
  "logoUrl",
  "email",
  "phone",
  "location",
  "linkedinUrl",
  "social.x",
  "social.youtube",
  "social.github",
  "social.medium",
  "social.newsletter",
  "founder.name",
  "founder.title",
  "founder.bio",
  "founder.quote",
  "founder.portraitUrl",
  "seo.description",
  "seo.ogImageUrl",
  "notifications.mode",
  "notifications.digestHour",
  "notifications.email",
  // "true" or "false": the switch of docs/architecture.md#two-factor's policy, as text like the rest.
  "requireTwoFactorForAdmins",
  "downloadCountThreshold",
] as const;

type FieldName = (typeof FIELDS)[number];

/** The Profiles group's fields, in the order the footer shows the links. */
const PROFILES = [
  "linkedinUrl",
  "social.x",
  "social.youtube",
  "social.github",
  "social.medium",
  "social.newsletter",
] as const satisfies readonly FieldName[];
/** Every field as text, and the client logos as the list they are (./ClientLogosField.tsx). */
type Values = Record<FieldName, string> & { clientLogos: ClientLogo[] };

/** The form's values: each field of the document as text, a missing one blank. */
function valuesOf(settings: AdminSettings): Values {
  const values = { clientLogos: settings.clientLogos.map((logo) => ({ ...logo })) } as Values;
  for (const name of FIELDS) {
    let value: unknown = settings;
    for (const key of name.split(".")) value = (value as Record<string, unknown> | null | undefined)?.[key];
    values[name] =
      typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";
  }
  return values;
}

/** The PUT body: the whole document, as typed (the schema trims, and makes a blank optional field null). */
function bodyOf(values: Values): SettingsInput {
  const body: Record<string, unknown> = {};
  for (const name of FIELDS) {
    const [group, key] = name.split(".") as [string, string | undefined];
    if (name === "requireTwoFactorForAdmins") body[group] = values[name] === "true";
    else if (key === undefined) body[group] = values[name];
    else body[group] = { ...(body[group] as object | undefined), [key]: values[name] };
  }
  // The hour is a number in the document; a blank or odd one stays text for the schema to refuse.
  const notifications = body.notifications as Record<string, unknown>;
  if (/^\d{1,2}$/.test(values["notifications.digestHour"])) {
    notifications.digestHour = Number(values["notifications.digestHour"]);
  }
  if (/^\d{1,7}$/.test(values.downloadCountThreshold.trim())) {
    body.downloadCountThreshold = Number(values.downloadCountThreshold.trim());
  }
  body.clientLogos = values.clientLogos;
  return body as SettingsInput;
}

const check = (values: Values) => fieldErrorsOf(settingsSchema, bodyOf(values), { nested: true });

export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: AdminSettings;
  onSaved: (settings: AdminSettings) => void;
}) {
  const form = useAdminForm(valuesOf(settings), check);
  const { values, errors, saving, text } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: () => apiRequest<WriteAnswer<AdminSettings>>(ADMIN_SETTINGS_PATH, { method: "PUT", body: bodyOf(values) }),
      savedToast: texts.toasts.saved,
      onSaved: (answer) => onSaved(answer.data),
      noun: "settings",
      failedToast: (error) => ({
        title: texts.toasts.saveFailed,
        description: failureMessage(error) ?? texts.toasts.unknownError,
      }),
    });

  /** The logo's or the share image's field, across the group. */
  const imageField = (name: "logoUrl" | "seo.ogImageUrl", label: string, description: string) => (
    <div className="sm:col-span-2">
      <ImageField
        label={label}
        description={description}
        placeholder={texts.fields.imagePlaceholder}
        {...form.image(name)}
      />
    </div>
  );

  return (
    <FormPanel
      formId="settings-form"
      dataName="settings-form"
      title={texts.heading}
      subtitle={texts.intro}
      onSubmit={onSubmit}
      {...form.shell}
      editing={false}
      firstField="firmName"
    >
      <Group legend={texts.groups.firm}>
        <TextField label={texts.fields.firmName} isRequired autoComplete="organization" {...text("firmName")} />
        <TextField
          label={texts.fields.tagline}
          isRequired
          description={texts.fields.taglineDescription}
          {...text("tagline")}
        />
        {imageField("logoUrl", texts.fields.logoUrl, texts.fields.logoDescription)}
      </Group>
      <Group legend={texts.groups.contact}>
        <TextField
          label={texts.fields.email}
          type="email"
          isRequired
          description={texts.fields.emailDescription}
          autoComplete="off"
          {...text("email")}
        />
        <TextField label={texts.fields.phone} type="tel" autoComplete="off" {...text("phone")} />
        <TextField label={texts.fields.location} {...text("location")} />
      </Group>
      <Group legend={texts.groups.profiles}>
        <p className="text-sm text-muted sm:col-span-2">{texts.profiles.intro}</p>
        {PROFILES.map((name) => (
          <TextField
            key={name}
            label={texts.profiles.labels[name]}
            type="url"
            placeholder={texts.profiles.placeholders[name]}
            autoComplete="off"
            {...text(name)}
          />
        ))}
      </Group>
      <Group legend={texts.groups.founder}>
        <TextField label={texts.fields.founderName} isRequired autoComplete="off" {...text("founder.name")} />
        <TextField label={texts.fields.founderTitle} isRequired autoComplete="off" {...text("founder.title")} />
        <TextField label={texts.fields.bio} rows={4} className="sm:col-span-2" {...text("founder.bio")} />
        <TextField
          label={texts.fields.quote}
          rows={3}
          description={texts.fields.quoteDescription}
          className="sm:col-span-2"
          {...text("founder.quote")}
        />
        <PortraitField
          url={values["founder.portraitUrl"]}
          founderName={values["founder.name"]}
          errorMessage={errors["founder.portraitUrl"]}
          isDisabled={saving}
          onChange={form.set("founder.portraitUrl")}
          onBusyChange={form.uploadBusy("founder.portraitUrl")}
        />
      </Group>
      <Group legend={texts.groups.sharing}>
        <TextField
          label={texts.fields.seoDescription}
          isRequired
          rows={3}
          description={texts.fields.seoDescriptionDescription}
          className="sm:col-span-2"
          {...text("seo.description")}
        />
        {imageField("seo.ogImageUrl", texts.fields.ogImageUrl, texts.fields.ogImageDescription)}
      </Group>
      <Group legend={texts.groups.proof}>
        <TextField
          label={texts.fields.downloadCountThreshold}
          description={texts.fields.downloadCountThresholdDescription}
          inputMode="numeric"
          isRequired
          {...text("downloadCountThreshold")}
        />
        <ClientLogosField
          logos={values.clientLogos}
          error={errors.clientLogos}
          isDisabled={saving}
          onChange={form.set("clientLogos")}
          uploadBusy={form.uploadBusy}
        />
      </Group>
      <NotificationsGroup form={form} />
      <Group legend={texts.groups.security}>
        <div className="sm:col-span-2">
          <Switch
            label={texts.fields.requireTwoFactor}
            description={texts.fields.requireTwoFactorDescription}
            isSelected={values.requireTwoFactorForAdmins === "true"}
            onChange={(on) => form.set("requireTwoFactorForAdmins")(String(on))}
            isDisabled={saving}
          />
        </div>
      </Group>
      <FormActions {...form.shell} submitLabel={saving ? texts.saving : texts.submit} />
    </FormPanel>
  );
}

/**
 * Who hears of new leads, and when (docs/product.md#notifications): at once or in a daily digest
 * at an hour on the site's clock, and the address. Says so when the server sends no e-mail.
 */
function NotificationsGroup({ form }: { form: ReturnType<typeof useAdminForm<Values>> }) {
  const timeZone = useSiteTimeZone();
  const status = useApiQuery<{ mailConfigured: boolean }>(ADMIN_NOTIFICATIONS_PATH);
  const n = texts.notifications;
  return (
    <Group legend={texts.groups.notifications}>
      {status.data?.mailConfigured === false ? (
        <p
          className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm text-fg sm:col-span-2"
          data-no-mail
        >
          {n.noMail}
        </p>
      ) : null}
      <Select
        native
        name="notifications.mode"
        label={n.mode}
        placeholder={n.choose}
        options={n.modes}
        value={form.values["notifications.mode"]}
        onChange={form.set("notifications.mode")}
        isInvalid={Boolean(form.errors["notifications.mode"])}
        errorMessage={form.errors["notifications.mode"]}
      />
      <Select
        native
        name="notifications.digestHour"
        label={n.hour(timeZone)}
        placeholder={n.choose}
        options={HOURS}
        value={form.values["notifications.digestHour"]}
        onChange={form.set("notifications.digestHour")}
        isInvalid={Boolean(form.errors["notifications.digestHour"])}
        errorMessage={form.errors["notifications.digestHour"]}
      />
      <TextField
        label={n.email}
        type="email"
        description={n.emailDescription}
        autoComplete="off"
        className="sm:col-span-2"
        {...form.text("notifications.email")}
      />
    </Group>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

/** One group of the form: a fieldset named by its legend, its fields two across on wide screens. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-border p-4 sm:p-5">
      <legend className="px-1 font-heading text-lg font-semibold text-fg">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
