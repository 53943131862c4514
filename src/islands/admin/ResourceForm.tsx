// The resource form (docs/product.md#screens, #entities, #validation, #errors) in a dialog, 'Create New Resource' or 'Edit Resource':
// Title*, Slug* (made from the title while creating, until edited by hand; never changed by the
// title when editing, since the public address would move), Description*, Category* and File
// Type* (docs/product.md#limits's lists), the resource file (upload with progress and cancel, or a File URL*:
// a path on this site or an http(s) address, which gets a warning because downloads of a file
// elsewhere cannot be gated), File Name*, File Size, the cover image (upload or URL) and Published
// (off by default). An upload fills the file's URL, name, type and size, or the cover's URL.
// Validation runs on submit, then on every change, with the shared schema's messages; the
// server's 400/409 answers land on their fields. Closing with unsaved changes asks first.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-aria-components";
import { apiRequest } from "../../client/api";
import { showToast } from "../../client/toasts";
import { iconAlertCircle, SvgIcon } from "../../components/Icon";
import { FormDialog } from "../../components/ui/FormDialog";
import { Select } from "../../components/ui/Select";
import { Switch } from "../../components/ui/Switch";
import { TextField } from "../../components/ui/TextField";
import { dialogTexts, resourceAdminTexts as texts } from "../../content/admin";
import { formatBytes } from "../../shared/format";
import { imageSrc } from "../../shared/image-src";
import {
  adminResourceSchema,
  type ResourceFileType,
  resourceCategories,
  resourceFileTypes,
} from "../../shared/schemas/admin-resource";
import { slugify } from "../../shared/slug";
import { isHttpUrl } from "../../shared/urls";
import { FormActions } from "./admin-ui";
import { ADMIN_RESOURCE_UPLOAD_PATH, ADMIN_RESOURCES_PATH, type AdminResource, resourcePath } from "./api-types";
import { useDiscardGuard } from "./discard-guard";
import { fieldErrorsOf, hasChanged, useAdminForm } from "./form-support";
import { CoverUploadField, UploadField, uploadFailedToast } from "./UploadField";
import type { UploadedFile } from "./upload";
import { useReportUnsaved } from "./unsaved";

type Values = {
  title: string;
  slug: string;
  description: string;
  category: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: string;
  coverImage: string;
  published: boolean;
};

function valuesOf(resource: AdminResource | null): Values {
  return {
    title: resource?.title ?? "",
    slug: resource?.slug ?? "",
    description: resource?.description ?? "",
    category: resource?.category ?? "",
    fileUrl: resource?.fileUrl ?? "",
    fileName: resource?.fileName ?? "",
    fileType: resource?.fileType ?? "",
    fileSize: resource?.fileSize ?? "",
    coverImage: resource?.coverImage ?? "",
    published: resource?.published ?? false,
  };
}

/** The contract's body: blanks as null; an edit keeps its publication date, a new one has none. */
function bodyOf(values: Values, resource: AdminResource | null) {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    category: values.category,
    fileUrl: values.fileUrl,
    fileName: values.fileName,
    fileType: values.fileType,
    fileSize: values.fileSize.trim() || null,
    coverImage: values.coverImage.trim() || null,
    published: values.published,
    publishedAt: resource?.publishedAt ?? null,
  };
}

const categoryOptions = resourceCategories.map((value) => ({ value, label: value }));
const fileTypeOptions = resourceFileTypes.map((value) => ({ value, label: value }));

/** Extensions docs/product.md#limits lets the resource upload take. */
const resourceExtensions = [
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
  ".zip",
  ".epub",
  ".png",
  ".jpg",
  ".jpeg",
  ".svg",
  ".txt",
  ".csv",
] as const;

/** docs/product.md#limits's file type for an upload: the server's answer if it is one, else the name's extension. */
function fileTypeOf(file: UploadedFile): ResourceFileType | null {
  const known = (value: string): ResourceFileType | null => {
    const upper = value.toUpperCase() === "JPEG" ? "JPG" : value.toUpperCase();
    return (resourceFileTypes as readonly string[]).includes(upper) ? (upper as ResourceFileType) : null;
  };
  return known(file.fileType ?? "") ?? known(file.originalName.split(".").pop() ?? "");
}

function fileSizeOf(size: string | number | undefined): string {
  if (typeof size === "number") return formatBytes(size);
  return size ?? "";
}

export function ResourceForm({
  isOpen,
  resource,
  onSaved,
  onClose,
}: {
  isOpen: boolean;
  resource: AdminResource | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const editing = resource !== null;
  const initial = useState(() => valuesOf(resource))[0];
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(editing);
  const [uploads, setUploads] = useState(0);
  const { errors, setErrors, submitted, saving, submit, field } = useAdminForm<Values>();
  const dirty = isOpen && (uploads > 0 || hasChanged(values, initial));
  useReportUnsaved("resource-form", dirty && !saving);
  const { guard, dialog } = useDiscardGuard(dirty && !saving);

  // Functional updates: an upload finishes while the admin may still be typing elsewhere.
  const update = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  // After the first submit, every change is checked again (the server's own errors stay until then).
  const changed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of the values only
  useEffect(() => {
    if (!changed.current) {
      changed.current = true;
      return;
    }
    if (submitted) setErrors(fieldErrorsOf(adminResourceSchema, bodyOf(values, resource)));
  }, [values]);
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      update({ [field]: value } as Partial<Values>);

  function onTitle(title: string) {
    update(slugEdited ? { title } : { title, slug: slugify(title) });
  }

  function onSlug(slug: string) {
    // Emptied by hand, the slug follows the title again (while creating).
    setSlugEdited(editing || slug !== "");
    update({ slug });
  }

  const busy = (delta: number) => (isBusy: boolean) => setUploads((n) => n + (isBusy ? delta : -delta));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Not while a file is uploading: its address, name and size are not known yet.
    if (uploads > 0) {
      event.preventDefault();
      return;
    }
    await submit(event, {
      validate: () => fieldErrorsOf(adminResourceSchema, bodyOf(values, resource)),
      send: () =>
        apiRequest(resource ? resourcePath(resource.id) : ADMIN_RESOURCES_PATH, {
          method: resource ? "PUT" : "POST",
          body: bodyOf(values, resource),
        }),
      savedToast: resource ? texts.toasts.updated : texts.toasts.created,
      onSaved,
      noun: "resource",
      failedToast: (error) => ({
        title: resource ? texts.toasts.updateFailed : texts.toasts.createFailed,
        description: error instanceof Error && error.message ? error.message : texts.toasts.unknownError,
      }),
    });
  }

  const external = isHttpUrl(values.fileUrl.trim());
  const cover = imageSrc(values.coverImage.trim());

  return (
    <>
      <FormDialog
        isOpen={isOpen}
        title={editing ? texts.editHeading : texts.createHeading}
        subtitle={resource?.title}
        closeLabel={dialogTexts.close}
        onClose={() => guard(onClose)}
        isBusy={saving}
        width="max-w-3xl"
        dataName="resource-form-dialog"
      >
        <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-5" data-resource-form>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={texts.fields.title}
              isRequired
              value={values.title}
              onChange={onTitle}
              autoComplete="off"
              autoFocus
              {...field("title")}
            />
            <TextField
              label={texts.fields.slug}
              isRequired
              description={editing ? undefined : texts.fields.slugDescription}
              value={values.slug}
              onChange={onSlug}
              autoComplete="off"
              {...field("slug")}
            />
          </div>
          <TextField
            label={texts.fields.description}
            isRequired
            rows={3}
            value={values.description}
            onChange={set("description")}
            {...field("description")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label={texts.fields.category}
              name="category"
              options={categoryOptions}
              placeholder={texts.fields.categoryPlaceholder}
              value={values.category}
              onChange={set("category")}
              isRequired
              isDisabled={saving}
              isInvalid={errors.category !== undefined}
              errorMessage={errors.category}
            />
            <Select
              label={texts.fields.fileType}
              name="fileType"
              options={fileTypeOptions}
              placeholder={texts.fields.fileTypePlaceholder}
              value={values.fileType}
              onChange={set("fileType")}
              isRequired
              isDisabled={saving}
              isInvalid={errors.fileType !== undefined}
              errorMessage={errors.fileType}
            />
          </div>

          <UploadField
            label={texts.upload.fileGroup}
            buttonLabel={texts.upload.fileButton}
            hint={texts.upload.fileHint}
            path={ADMIN_RESOURCE_UPLOAD_PATH}
            field="resourceFile"
            accept={resourceExtensions}
            isDisabled={saving}
            onBusyChange={busy(1)}
            onUploaded={(file) => {
              const type = fileTypeOf(file);
              update({
                fileUrl: file.fullUrl,
                fileName: file.originalName,
                fileSize: fileSizeOf(file.fileSize),
                ...(type ? { fileType: type } : {}),
              });
              showToast({ title: texts.toasts.fileUploaded });
            }}
            onFailed={uploadFailedToast(texts.toasts.fileUploadFailed)}
          />
          <div className="flex flex-col gap-2">
            <TextField
              label={texts.fields.fileUrl}
              isRequired
              type="text"
              inputMode="url"
              placeholder={texts.fields.fileUrlPlaceholder}
              description={texts.fields.fileUrlDescription}
              value={values.fileUrl}
              onChange={set("fileUrl")}
              autoComplete="off"
              {...field("fileUrl")}
            />
            {external ? (
              <p
                className="flex items-start gap-2 rounded-md border border-accent bg-accent-soft p-3 text-sm text-fg"
                data-external-warning
              >
                <SvgIcon drawing={iconAlertCircle} className="mt-0.5 h-4 w-4 shrink-0" />
                {texts.fields.externalWarning}
              </p>
            ) : null}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={texts.fields.fileName}
              isRequired
              value={values.fileName}
              onChange={set("fileName")}
              autoComplete="off"
              {...field("fileName")}
            />
            <TextField
              label={texts.fields.fileSize}
              placeholder={texts.fields.fileSizePlaceholder}
              value={values.fileSize}
              onChange={set("fileSize")}
              autoComplete="off"
              {...field("fileSize")}
            />
          </div>

          <CoverUploadField
            isDisabled={saving}
            onBusyChange={busy(1)}
            onUploaded={(coverImage) => update({ coverImage })}
          />
          <div className="flex items-start gap-4">
            <TextField
              label={texts.fields.coverImage}
              type="text"
              inputMode="url"
              placeholder={texts.fields.coverImagePlaceholder}
              value={values.coverImage}
              onChange={set("coverImage")}
              autoComplete="off"
              className="min-w-0 flex-1"
              {...field("coverImage")}
            />
            <div className="mt-7 flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-muted">
              {cover ? (
                <img
                  src={cover}
                  alt=""
                  width={64}
                  height={64}
                  className="h-full w-full object-cover"
                  data-cover-preview
                />
              ) : null}
            </div>
          </div>

          <Switch
            name="published"
            isSelected={values.published}
            onChange={set("published")}
            isDisabled={saving}
            label={texts.fields.published}
            description={texts.fields.publishedDescription}
          />
          <FormActions
            saving={saving}
            submitLabel={saving ? texts.saving : editing ? texts.submitUpdate : texts.submitCreate}
            submitDisabled={saving || uploads > 0}
            cancelLabel={texts.cancel}
            onCancel={() => guard(onClose)}
          />
        </Form>
      </FormDialog>
      {dialog}
    </>
  );
}
