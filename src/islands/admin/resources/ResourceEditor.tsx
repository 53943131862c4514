// The resource editor page's fields (docs/product.md#editor, #entities, #validation): Title*, Slug* (made
// from the title while creating, until edited by hand; never changed by the title when editing, since
// the public address would move), Description*, Category* and File Type* (docs/product.md#limits's
// lists), the resource file (upload with progress and cancel, or a File URL*: a path on this site or
// an http(s) address, which gets a warning because downloads of a file elsewhere cannot be gated),
// File Name*, File Size, the cover image (../shared/uploads/ImageField.tsx: upload, library or URL),
// then the 'Search and sharing' group (../shared/forms/SearchAndSharingFields.tsx). An upload fills
// the file's URL, name, type and size, or the cover's URL. The page around them
// (../shared/forms/EditorPage.tsx) saves, autosaves, publishes and restores.
import { showToast } from "../../../client/toasts";
import { iconAlertCircle, SvgIcon } from "../../../components/Icon";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { resourceAdminTexts as texts } from "./texts";
import { formatBytes } from "../../../shared/format";
import {
  adminResourceSchema,
  type ResourceFileType,
  resourceCategories,
  resourceFileTypes,
} from "../../../shared/schemas/admin-resource";
import { isHttpUrl } from "../../../shared/urls";
import type { AdminResource } from "../shared/data/api-types";
import { ADMIN_RESOURCE_UPLOAD_PATH } from "../shared/data/paths";
import { EditorPage, type OpenedItem } from "../shared/forms/EditorPage";
import {
  blankEditedItem,
  CoverImageField,
  editedItemBody,
  type EditedItemValues,
  TitleAndSlugFields,
  useEditorForm,
} from "../shared/forms/editor-fields";
import { valuesFrom } from "../shared/forms/form-support";
import { fileNameOf } from "../shared/uploads/chosen-file";
import { SearchAndSharingFields } from "../shared/forms/SearchAndSharingFields";
import { UploadField, uploadFailedToast } from "../shared/uploads/UploadField";
import type { UploadedFile } from "../shared/uploads/upload";

type Values = EditedItemValues & {
  description: string;
  category: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: string;
  /** A document's pages as text: the upload's count for a PDF, or what the admin types. */
  pageCount: string;
};

const blank: Values = {
  ...blankEditedItem,
  description: "",
  category: "",
  fileUrl: "",
  fileName: "",
  fileType: "",
  fileSize: "",
  pageCount: "",
};

/** The contract's body without the publication: blanks as null. */
function contentOf(values: Values) {
  return {
    ...editedItemBody(values),
    description: values.description,
    category: values.category,
    fileUrl: values.fileUrl,
    fileName: values.fileName,
    fileType: values.fileType,
    fileSize: values.fileSize.trim() || null,
    // A whole number goes as one; anything else as typed, for the schema to refuse with its message.
    pageCount: /^\d+$/.test(values.pageCount.trim())
      ? Number(values.pageCount.trim())
      : values.pageCount.trim() || null,
  };
}

/** The two required choices' options: the category and the file type. */
const CHOICES = {
  category: resourceCategories.map((value) => ({ value, label: value })),
  fileType: resourceFileTypes.map((value) => ({ value, label: value })),
};

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

export function ResourceEditor({
  resource,
  ...opened
}: { resource: AdminResource | null } & OpenedItem<AdminResource>) {
  const editing = resource !== null;
  const stored = resource ? { ...resource, pageCount: resource.pageCount?.toString() ?? "" } : null;
  const { form, page } = useEditorForm(valuesFrom(blank, stored), adminResourceSchema, contentOf);
  const { values, update, saving, text, choice } = form;

  const external = isHttpUrl(values.fileUrl.trim());
  const fileUrlField = text("fileUrl");

  return (
    <EditorPage kind="resource" item={resource} texts={texts} {...opened} {...page}>
      <TitleAndSlugFields labels={texts.fields} editing={editing} text={text} update={update} />
      <TextField label={texts.fields.description} isRequired rows={3} {...text("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {(["category", "fileType"] as const).map((name) => (
          <Select
            key={name}
            label={texts.fields[name]}
            options={CHOICES[name]}
            placeholder={texts.fields[`${name}Placeholder`]}
            isRequired
            {...choice(name)}
          />
        ))}
      </div>

      <UploadField
        label={texts.upload.fileGroup}
        buttonLabel={texts.upload.fileButton}
        hint={texts.upload.fileHint}
        path={ADMIN_RESOURCE_UPLOAD_PATH}
        field="resourceFile"
        accept={resourceExtensions}
        isDisabled={saving}
        onBusyChange={form.uploadBusy("fileUrl")}
        onUploaded={(file) => {
          const type = fileTypeOf(file);
          update({
            fileUrl: file.fullUrl,
            fileName: file.originalName,
            fileSize: fileSizeOf(file.fileSize),
            // A new file's pages are the upload's count; another kind of file has none.
            pageCount: file.pageCount ? String(file.pageCount) : "",
            ...(type ? { fileType: type } : {}),
          });
          showToast({ title: texts.toasts.fileUploaded });
        }}
        onFailed={uploadFailedToast(texts.toasts.fileUploadFailed)}
        chosen={{
          name: values.fileUrl.trim() ? values.fileName.trim() || fileNameOf(values.fileUrl) : "",
          size: values.fileSize.trim(),
        }}
        addressLabel={texts.fields.fileUrl}
        addressInvalid={fileUrlField.isInvalid === true}
      >
        <TextField
          label={texts.fields.fileUrl}
          isRequired
          type="text"
          inputMode="url"
          placeholder={texts.fields.fileUrlPlaceholder}
          description={texts.fields.fileUrlDescription}
          autoComplete="off"
          {...fileUrlField}
        />
      </UploadField>
      {external ? (
        <p
          className="flex items-start gap-2 rounded-md border border-accent bg-accent-soft p-3 text-sm text-fg"
          data-external-warning
        >
          <SvgIcon drawing={iconAlertCircle} className="mt-0.5 h-4 w-4 shrink-0" />
          {texts.fields.externalWarning}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.fields.fileName} isRequired autoComplete="off" {...text("fileName")} />
        <TextField
          label={texts.fields.fileSize}
          placeholder={texts.fields.fileSizePlaceholder}
          autoComplete="off"
          {...text("fileSize")}
        />
        <TextField
          label={texts.fields.pageCount}
          description={texts.fields.pageCountDescription}
          inputMode="numeric"
          autoComplete="off"
          {...text("pageCount")}
        />
      </div>

      <CoverImageField labels={texts.fields} {...form.image("coverImage")} />

      <SearchAndSharingFields
        kind="resource"
        values={values}
        text={text}
        onBusyChange={form.uploadBusy("seo.ogImageUrl")}
      />
    </EditorPage>
  );
}
