// The Testimonials tab (docs/product.md#screens, #validation, #errors, #limits): a form with Name*, Position, Company, Avatar URL,
// Testimonial* and 'Featured on Homepage', then every testimonial from GET /api/admin/testimonials
// (refreshed every 10 seconds and after each change) with its Featured badge, edit and Delete
// (asked in a dialog first). Validation runs on submit, then on every change; every outcome has
// its toast. Editing another testimonial with unsaved changes asks first.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../client/api";
import { iconPencil, iconTrash, SvgIcon } from "../../components/Icon";
import { Initials } from "../../components/Initials";
import { Checkbox } from "../../components/ui/Checkbox";
import { TextField } from "../../components/ui/TextField";
import { TESTIMONIAL_LIST_REFRESH_MS, testimonialAdminTexts as texts } from "../../content/admin";
import { imageSrc } from "../../shared/image-src";
import { testimonialSchema } from "../../shared/schemas/testimonial";
import { FetchingStatus, FormActions, HeadingCount, RefreshButton } from "./admin-ui";
import { ADMIN_TESTIMONIALS_PATH, type AdminTestimonial } from "./api-types";
import { useDeleteWithConfirm } from "./delete-confirm";
import { useDiscardGuard } from "./discard-guard";
import { fieldErrorsOf, hasChanged, reasonOf, useAdminForm, useAdminList } from "./form-support";
import { invalidate } from "./query";
import { useHasUnsavedChanges, useReportUnsaved } from "./unsaved";

export default function TestimonialsTab() {
  const { query, items } = useAdminList<AdminTestimonial>(ADMIN_TESTIMONIALS_PATH, {
    refetchIntervalMs: TESTIMONIAL_LIST_REFRESH_MS,
    loadFailedToast: texts.toasts.loadFailed,
  });

  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { guard, dialog } = useDiscardGuard(useHasUnsavedChanges());

  const startEditing = (item: AdminTestimonial | null) => {
    setEditing(item);
    setFormKey((key) => key + 1);
  };

  const remove = useDeleteWithConfirm<AdminTestimonial>({
    pathOf: (item) => `/api/testimonials/${item.id}`,
    noun: "testimonial",
    confirmTitle: texts.confirmDelete.title,
    confirmText: (item) => texts.confirmDelete.text(item.name),
    deletedToast: texts.toasts.deleted,
    failedToast: (error) => ({ title: texts.toasts.deleteFailed, description: reasonOf(error) }),
    // The form must not keep editing what is gone.
    onDeleted: (item) => {
      if (editing?.id === item.id) startEditing(null);
    },
    refresh: () => void invalidate(ADMIN_TESTIMONIALS_PATH),
  });

  return (
    <div className="flex flex-col gap-10">
      <TestimonialForm
        key={formKey}
        item={editing}
        onSaved={() => {
          startEditing(null);
          void invalidate(ADMIN_TESTIMONIALS_PATH);
        }}
        onCancel={() => guard(() => startEditing(null))}
      />

      <section aria-labelledby="admin-testimonial-list-heading" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2
            id="admin-testimonial-list-heading"
            className="font-heading text-2xl font-semibold tracking-tight text-fg"
          >
            {texts.list.heading}
            <HeadingCount shown={query.status === "success"}>{items.length}</HeadingCount>
          </h2>
          <RefreshButton label={texts.list.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />
        </div>
        <FetchingStatus busy={query.isFetching} text={texts.list.refreshing} />

        {query.status === "pending" && items.length === 0 ? (
          <p className="text-muted">{texts.list.loading}</p>
        ) : query.status === "error" && query.data === undefined ? (
          <p className="rounded-xl border border-danger p-5 text-fg">{texts.toasts.loadFailed}</p>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted" data-empty>
            {texts.list.empty}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testimonial-admin-list>
            {items.map((item) => (
              <TestimonialItem
                key={item.id}
                item={item}
                isEditing={editing?.id === item.id}
                onEdit={() => guard(() => startEditing(item))}
                onDelete={() => remove.ask(item)}
              />
            ))}
          </ul>
        )}
      </section>

      {remove.dialog}
      {dialog}
    </div>
  );
}

type Values = {
  name: string;
  position: string;
  company: string;
  avatar: string;
  testimonial: string;
  featured: boolean;
};

function valuesOf(item: AdminTestimonial | null): Values {
  return {
    name: item?.name ?? "",
    position: item?.position ?? "",
    company: item?.company ?? "",
    avatar: item?.avatar ?? "",
    testimonial: item?.testimonial ?? "",
    featured: item?.featured ?? false,
  };
}

/** docs/product.md#api's body: name, position, company, testimonial, featured, avatar (blanks as null). */
const bodyOf = (values: Values) => ({
  name: values.name,
  position: values.position.trim() || null,
  company: values.company.trim() || null,
  testimonial: values.testimonial,
  featured: values.featured,
  avatar: values.avatar.trim() || null,
});

function TestimonialForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminTestimonial | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const initial = useState(() => valuesOf(item))[0];
  const [values, setValues] = useState(initial);
  const { setErrors, submitted, saving, submit, field } = useAdminForm<Values>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const dirty = hasChanged(values, initial);
  useReportUnsaved("testimonial-form", dirty && !saving);

  useEffect(() => {
    if (!item) return;
    formRef.current?.parentElement?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, [item]);

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) setErrors(fieldErrorsOf(testimonialSchema, bodyOf(next)));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: () => fieldErrorsOf(testimonialSchema, bodyOf(values)),
      send: () =>
        apiRequest(item ? `/api/testimonials/${item.id}` : "/api/testimonials", {
          method: item ? "PUT" : "POST",
          body: bodyOf(values),
        }),
      savedToast: item ? texts.toasts.updated : texts.toasts.created,
      onSaved,
      noun: "testimonial",
      failedToast: (error) => ({ title: texts.toasts.saveFailed, description: reasonOf(error) }),
    });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {item ? texts.editHeading : texts.createHeading}
      </h2>
      {item ? <p className="mt-1 text-sm text-muted">{item.name}</p> : null}
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        validationBehavior="aria"
        className="mt-6 flex flex-col gap-5"
        data-testimonial-form
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={texts.fields.name}
            isRequired
            value={values.name}
            onChange={set("name")}
            autoComplete="off"
            {...field("name")}
          />
          <TextField
            label={texts.fields.position}
            value={values.position}
            onChange={set("position")}
            {...field("position")}
          />
          <TextField
            label={texts.fields.company}
            value={values.company}
            onChange={set("company")}
            {...field("company")}
          />
          <TextField
            label={texts.fields.avatar}
            type="text"
            inputMode="url"
            placeholder={texts.fields.avatarPlaceholder}
            value={values.avatar}
            onChange={set("avatar")}
            {...field("avatar")}
          />
        </div>
        <TextField
          label={texts.fields.testimonial}
          rows={4}
          isRequired
          value={values.testimonial}
          onChange={set("testimonial")}
          {...field("testimonial")}
        />
        <Checkbox
          label={texts.fields.featured}
          name="featured"
          isSelected={values.featured}
          onChange={set("featured")}
          isDisabled={saving}
        />
        <FormActions
          saving={saving}
          submitLabel={saving ? texts.saving : item ? texts.submitUpdate : texts.submitCreate}
          cancelLabel={texts.cancelEdit}
          onCancel={item ? onCancel : undefined}
        />
      </Form>
    </section>
  );
}

const iconButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-semibold text-fg outline-none hover:bg-surface-muted data-focus-visible:ring-2 data-focus-visible:ring-ring";

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

function TestimonialItem({
  item,
  isEditing,
  onEdit,
  onDelete,
}: {
  item: AdminTestimonial;
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
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
            {item.featured ? (
              <span className="inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-fg ring-1 ring-accent ring-inset">
                {texts.list.featured}
              </span>
            ) : null}
            {isEditing ? <span className="text-xs font-semibold text-primary">Editing</span> : null}
          </div>
          {role ? <p className="text-sm text-muted">{role}</p> : null}
        </div>
      </div>
      <blockquote className="line-clamp-4 flex-1 text-sm leading-6 text-fg">{item.testimonial}</blockquote>
      <div className="flex gap-2">
        <Button aria-label={texts.list.edit(item.name)} onPress={onEdit} className={iconButton}>
          <SvgIcon drawing={iconPencil} className="h-4 w-4" />
          Edit
        </Button>
        <Button
          aria-label={texts.list.deleteLabel(item.name)}
          onPress={onDelete}
          className={`${iconButton} text-danger`}
        >
          <SvgIcon drawing={iconTrash} className="h-4 w-4" />
          {texts.list.delete}
        </Button>
      </div>
    </li>
  );
}
