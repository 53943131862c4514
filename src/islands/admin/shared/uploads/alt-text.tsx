// The alt text asked for each image (docs/product.md#media): a text field and a 'Decorative image'
// checkbox. The alt may be left empty only by ticking 'Decorative image' (altToSave in ./media.ts),
// so an empty alt is always a choice, never an oversight. AltTextFields is the pair, as the post
// editor's image dialog holds it; AltTextDialog is the small dialog that asks for it after an upload
// and when the Media tab edits an image's alt, and saves it on the library's item
// (PUT /api/admin/media/{id}); useKeepAltWithItem gives an item the alt the editor's image dialog
// gave its image.
import { type FormEvent, useState } from "react";
import { Button, Dialog, Form, FormContext, Heading } from "react-aria-components";
import { apiRequest } from "../../../../client/api";
import { Checkbox } from "../../../../components/ui/Checkbox";
import { ModalFrame } from "../../../../components/ui/ModalFrame";
import { TextField } from "../../../../components/ui/TextField";
import { altTextTexts as texts } from "./texts";
import { focusRing } from "../ui/admin-ui";
import { useApiMutation } from "../data/mutation";
import { altToSave, MEDIA_LIST_PREFIX } from "./media";
import type { MediaJson } from "../data/api-types";
import { mediaPath } from "../data/paths";

export type AltValue = { alt: string; decorative: boolean };

/** The alt text and 'Decorative image'; ticking it empties and disables the text. */
export function AltTextFields({
  value,
  onChange,
  showError,
  autoFocus,
  isDisabled,
}: {
  value: AltValue;
  onChange: (value: AltValue) => void;
  /** Whether to say that an alt is missing (after the form was sent). */
  showError: boolean;
  autoFocus?: boolean;
  isDisabled?: boolean;
}) {
  const missing = showError && altToSave(value.alt, value.decorative) === null;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={texts.alt}
        description={texts.altDescription}
        autoFocus={autoFocus}
        rows={2}
        value={value.alt}
        onChange={(alt) => onChange({ ...value, alt })}
        isDisabled={isDisabled || value.decorative}
        isRequired={!value.decorative}
        isInvalid={missing}
        errorMessage={texts.required}
        validationBehavior="aria"
      />
      <div className="flex flex-col gap-1">
        <Checkbox
          label={texts.decorative}
          isSelected={value.decorative}
          isDisabled={isDisabled}
          onChange={(decorative) => onChange({ alt: decorative ? "" : value.alt, decorative })}
        />
        <p className="pl-8 text-sm text-muted">{texts.decorativeDescription}</p>
      </div>
    </div>
  );
}

/** The image the dialog asks about: its address, and its library item when it has one. */
export type AltTarget = { url: string; media?: Pick<MediaJson, "id" | "alt"> };

/**
 * Asks for `target`'s alt text and saves it on its library item; `onDone` gets the alt saved, or
 * null when the admin chose 'Not now' (the image stays, without one).
 */
export function AltTextDialog({ target, onDone }: { target: AltTarget | null; onDone: (alt: string | null) => void }) {
  return (
    <ModalFrame isOpen={target !== null} onClose={() => onDone(null)}>
      <Dialog className="p-6 outline-none" data-alt-dialog>
        <Heading slot="title" className="font-heading text-xl font-semibold tracking-tight">
          {texts.title}
        </Heading>
        {/* The dialog may open inside a form (an image field's); its own form must not submit that one. */}
        <FormContext.Provider value={null}>
          {target ? <AltTextForm key={target.url} target={target} onDone={onDone} /> : null}
        </FormContext.Provider>
      </Dialog>
    </ModalFrame>
  );
}

function AltTextForm({ target, onDone }: { target: AltTarget; onDone: (alt: string | null) => void }) {
  const [value, setValue] = useState<AltValue>({ alt: target.media?.alt ?? "", decorative: false });
  const [submitted, setSubmitted] = useState(false);
  const save = useApiMutation({
    send: ({ id, alt }: { id: number; alt: string }) => apiRequest(mediaPath(id), { method: "PUT", body: { alt } }),
    doing: "Saving the alt text",
    doneToast: texts.saved,
    onDone: (_answer, { alt }) => onDone(alt),
    failed: texts.saveFailed,
  });
  const saving = save.busy;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React passes events from a portal on to the portal's React ancestors: an image field's form.
    event.stopPropagation();
    setSubmitted(true);
    const alt = altToSave(value.alt, value.decorative);
    if (alt === null || saving) return;
    if (!target.media) {
      onDone(alt);
      return;
    }
    void save.run({ id: target.media.id, alt });
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-4 flex flex-col gap-4">
      <img
        src={target.url}
        alt=""
        className="max-h-40 w-full rounded-md border border-border bg-surface-muted object-contain"
        data-alt-preview
      />
      <AltTextFields value={value} onChange={setValue} showError={submitted} autoFocus isDisabled={saving} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button onPress={() => onDone(null)} isDisabled={saving} className={`btn-outline ${focusRing}`}>
          {texts.skip}
        </Button>
        <Button type="submit" isDisabled={saving} className={`btn-primary ${focusRing}`}>
          {saving ? texts.saving : texts.save}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Gives a library item the alt text the post editor gave its image, as the image goes into the
 * text, when the item has none yet (docs/product.md#media): the library has it at once, whether or
 * not the text is saved, and the library's own text is never overwritten (as on a post's save).
 */
export function useKeepAltWithItem() {
  const save = useApiMutation({
    send: ({ id, alt }: { id: number; alt: string }) => apiRequest(mediaPath(id), { method: "PUT", body: { alt } }),
    doing: "Keeping the alt text in the library",
    invalidates: [MEDIA_LIST_PREFIX],
    failed: texts.saveFailed,
  });
  return (item: Pick<MediaJson, "id" | "alt"> | undefined, alt: string) => {
    if (item && !item.alt && alt) void save.run({ id: item.id, alt });
  };
}
