// The Testimonials tab (docs/product.md#screens, #validation, #errors, #limits): a form with Name*, Position, Company, Avatar URL, LinkedIn Profile
// (../shared/uploads/ImageField.tsx: an upload or the library),
// Testimonial* and 'Featured on Homepage', then every testimonial from GET /api/admin/testimonials
// (refreshed every 10 seconds and after each change) with its Featured badge, edit and Delete
// (asked in a dialog first). Validation runs on submit, then on every change; every outcome has
// its toast. Editing another testimonial with unsaved changes asks first.
import { type FormEvent, useId, useState } from "react";
import { Initials } from "../../../components/Initials";
import { Checkbox } from "../../../components/ui/Checkbox";
import { TextField } from "../../../components/ui/TextField";
import { adminListTexts } from "../shared/lists/texts";
import { testimonialAdminTexts as texts } from "./texts";
import { imageSrc } from "../../../shared/image-src";
import { testimonialSchema } from "../../../shared/schemas/testimonial";
import { Badge, EditDeleteButtons, FormActions } from "../shared/ui/admin-ui";
import type { AdminListPageAnswer, AdminTestimonial } from "../shared/data/api-types";
import { ADMIN_TESTIMONIALS_PATH, TESTIMONIAL_WRITES } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { listViews } from "../shared/lists/list-views";
import { FormAboveList, type InlineFormProps, type ItemActions } from "../shared/lists/form-above-list";
import { FormPanel, formHeading } from "../shared/forms/form-shells";
import { ImageField } from "../shared/uploads/ImageField";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { useAdminForm, valuesFrom } from "../shared/forms/form-support";

export default function TestimonialsTab() {
  return (
    <FormAboveList<AdminTestimonial>
      name="testimonial"
      listPath={ADMIN_TESTIMONIALS_PATH}
      writes={TESTIMONIAL_WRITES}
      noun="testimonial"
      nameOf={(item) => item.name}
      texts={texts}
      listClassName="grid gap-4 md:grid-cols-2"
      view={listViews.testimonials}
      form={(props) => <TestimonialForm {...props} />}
      item={(item, actions) => <TestimonialItem item={item} {...actions} />}
    />
  );
}

type Values = {
  name: string;
  position: string;
  company: string;
  avatar: string;
  linkedinUrl: string;
  testimonial: string;
  featured: boolean;
};

const blank: Values = {
  name: "",
  position: "",
  company: "",
  avatar: "",
  linkedinUrl: "",
  testimonial: "",
  featured: false,
};

/** docs/product.md#api's body: name, position, company, testimonial, featured, avatar, linkedinUrl (blanks as null). */
const bodyOf = (values: Values) => ({
  name: values.name,
  position: values.position.trim() || null,
  company: values.company.trim() || null,
  testimonial: values.testimonial,
  featured: values.featured,
  avatar: values.avatar.trim() || null,
  linkedinUrl: values.linkedinUrl.trim() || null,
});

/** How many featured testimonials the home page shows: the newest (the service's listFeatured). */
const HOME_FEATURED = 3;

/**
 * What featuring `item` (null: the new one, the newest of all) does to the home page, as the form
 * says it (docs/product.md#admin-testimonials): the testimonials it pushes off, or that it is too
 * old to show. `items` are newest first, as the list and the home page order them.
 */
export function featuredNotice(items: readonly AdminTestimonial[], item: AdminTestimonial | null): string | null {
  const featured = items.filter((each) => each.featured);
  const shownBefore = featured.slice(0, HOME_FEATURED);
  // The ids shown once it is featured; a new testimonial (no id yet) is the newest.
  const shownAfter = (
    item
      ? items.filter((each) => each.id === item.id || each.featured).map((each) => each.id)
      : [null, ...featured.map((each) => each.id)]
  ).slice(0, HOME_FEATURED);
  if (!shownAfter.includes(item?.id ?? null)) return texts.fields.featuredTooOld;
  const off = shownBefore.filter((each) => !shownAfter.includes(each.id));
  return off.length > 0 ? texts.fields.featuredPushesOff(off.map((each) => each.name).join(", ")) : null;
}

/** The featured testimonials, newest first, as the home page picks them (the list may be paged or filtered). */
const FEATURED_PATH = `${ADMIN_TESTIMONIALS_PATH}?featured=true&sort=newest`;

function TestimonialForm({ item, onSaved, onCancel }: InlineFormProps<AdminTestimonial>) {
  const featured = useApiQuery<AdminListPageAnswer<AdminTestimonial>>(FEATURED_PATH).data?.data ?? [];
  // The one being edited takes its place among them by age (a higher id is newer).
  const items =
    item && !featured.some((each) => each.id === item.id) ? [...featured, item].sort((a, b) => b.id - a.id) : featured;
  const form = useAdminForm(valuesFrom(blank, item), (values) => fieldErrorsOf(testimonialSchema, bodyOf(values)));
  const { values, saving, text } = form;
  const featuredHintId = useId();
  const notice = values.featured ? featuredNotice(items, item) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submitItem(
      event,
      item,
      { paths: TESTIMONIAL_WRITES, body: bodyOf(values), toasts: texts.toasts },
      {
        onSaved,
        noun: "testimonial",
      },
    );

  return (
    <FormPanel
      formId="testimonial-form"
      dataName="testimonial-form"
      {...formHeading(texts, item?.name)}
      onSubmit={onSubmit}
      {...form.shell}
      firstField="name"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.fields.name} isRequired autoComplete="off" {...text("name")} />
        <TextField label={texts.fields.position} {...text("position")} />
        <TextField label={texts.fields.company} {...text("company")} />
        <TextField
          label={texts.fields.linkedinUrl}
          type="url"
          placeholder={texts.fields.linkedinPlaceholder}
          autoComplete="off"
          {...text("linkedinUrl")}
        />
      </div>
      <ImageField label={texts.fields.avatar} placeholder={texts.fields.avatarPlaceholder} {...form.image("avatar")} />
      <TextField label={texts.fields.testimonial} rows={4} isRequired {...text("testimonial")} />
      <div className="flex flex-col gap-1.5">
        <Checkbox
          label={texts.fields.featured}
          name="featured"
          isSelected={values.featured}
          onChange={form.set("featured")}
          isDisabled={saving}
          aria-describedby={featuredHintId}
        />
        <div id={featuredHintId} className="pl-8 text-sm text-muted">
          <p>{texts.fields.featuredDescription}</p>
          <p aria-live="polite" className="font-semibold text-fg" data-featured-notice>
            {notice}
          </p>
        </div>
      </div>
      <FormActions
        {...form.shell}
        submitLabel={saving ? texts.saving : item ? texts.submitUpdate : texts.submitCreate}
        cancelLabel={texts.cancelEdit}
        onCancel={item ? onCancel : undefined}
      />
    </FormPanel>
  );
}

function TestimonialAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = imageSrc(avatar);
  if (!src || failed) return <Initials name={name} className="h-10 w-10 text-sm" />;
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-10 w-10 shrink-0 rounded-full bg-surface-muted object-cover"
    />
  );
}

function TestimonialItem({ item, isEditing, onEdit, onDelete }: ItemActions & { item: AdminTestimonial }) {
  const role = [item.position, item.company].filter(Boolean).join(", ");
  return (
    <li
      data-testimonial-admin-item={item.name}
      className={`flex flex-col gap-4 rounded-xl border bg-surface p-5 shadow-sm ${isEditing ? "border-primary ring-1 ring-primary" : "border-border"}`}
    >
      <div className="flex items-start gap-3">
        <TestimonialAvatar name={item.name} avatar={item.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-fg">{item.name}</h3>
            {item.featured ? <Badge tone="accent">{texts.list.featured}</Badge> : null}
            {isEditing ? <span className="text-xs font-semibold text-primary">{adminListTexts.editing}</span> : null}
          </div>
          {role ? <p className="text-sm text-muted">{role}</p> : null}
        </div>
      </div>
      <blockquote className="line-clamp-4 flex-1 text-sm leading-6 text-fg">{item.testimonial}</blockquote>
      <div className="flex gap-2">
        <EditDeleteButtons labels={texts.list} name={item.name} edit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
