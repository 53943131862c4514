// Inserts a call to action (docs/product.md#admin-blog): a button-like link to the booking page
// (/book) or to one of the published resources (its public page, /resources/{slug}), with the
// text it says. The resources are the public list's: an author may not read the admin's, and a
// draft's page would be a dead link. The text follows the chosen target ('Book a call', 'Get
// {title}') until the writer changes it.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { Select } from "../../../../components/ui/Select";
import { TextField } from "../../../../components/ui/TextField";
import { useApiQuery } from "../data/query";
import { PUBLISHED_RESOURCES_PATH } from "../data/paths";
import { insertCallToAction } from "./blocks";
import { dialogButton, EditorDialog, type InsertDialogProps } from "./EditorDialog";
import { editorTexts } from "./texts";

const texts = editorTexts.callToActionDialog;

export const BOOKING_PAGE = "/book";

type PublishedResource = { slug: string; title: string };

export function CallToActionDialog({ isOpen, editor, at, onClose }: InsertDialogProps) {
  return (
    <EditorDialog isOpen={isOpen} title={texts.title} onClose={onClose}>
      {isOpen ? <CallToActionForm editor={editor} at={at} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function CallToActionForm({ editor, at, onClose }: Omit<InsertDialogProps, "isOpen">) {
  const resources = useApiQuery<PublishedResource[]>(PUBLISHED_RESOURCES_PATH);
  const options = [
    { value: BOOKING_PAGE, label: texts.booking, suggested: texts.bookingLabel },
    ...(Array.isArray(resources.data) ? resources.data : []).map((resource) => ({
      value: `/resources/${resource.slug}`,
      label: texts.resource(resource.title),
      suggested: texts.resourceLabel(resource.title),
    })),
  ];
  const [target, setTarget] = useState("");
  const [label, setLabel] = useState("");
  const [labelEdited, setLabelEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events from a portal on to the portal's React ancestors: the post's form.
    event.stopPropagation();
    setSubmitted(true);
    if (target === "" || label.trim() === "") return;
    insertCallToAction(editor, { url: target, label: label.trim() }, at);
    onClose();
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-5 flex flex-col gap-4">
      <Select
        label={texts.target}
        name="target"
        options={options}
        placeholder={texts.targetPlaceholder}
        value={target}
        onChange={(value) => {
          setTarget(value);
          const suggested = options.find((option) => option.value === value)?.suggested;
          if (!labelEdited && suggested) setLabel(suggested);
        }}
        isRequired
        isInvalid={submitted && target === ""}
        errorMessage={texts.targetRequired}
      />
      {resources.status === "error" ? <p className="text-sm text-muted">{texts.resourcesFailed}</p> : null}
      <TextField
        label={texts.label}
        description={texts.labelDescription}
        isRequired
        value={label}
        onChange={(value) => {
          setLabel(value);
          setLabelEdited(true);
        }}
        isInvalid={submitted && label.trim() === ""}
        errorMessage={texts.labelRequired}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button onPress={onClose} className={`btn-outline ${dialogButton}`}>
          {texts.cancel}
        </Button>
        <Button type="submit" className={`btn-primary ${dialogButton}`}>
          {texts.insert}
        </Button>
      </div>
    </Form>
  );
}
