// The editor's small dialogs (a link, an image, a call to action): a modal with a title, and for a
// link or an image a form whose address is checked the way the server will check it
// (src/shared/post-html-rules.ts): the first field, or under 'Advanced' when an upload or the
// library fills it. The errors show only once the form was sent.
import { type FormEvent, type ReactNode, useState } from "react";
import { Button, Dialog, Form, FormContext, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { BaseRange } from "slate";
import { TextField } from "../../../../components/ui/TextField";
import { Advanced } from "../uploads/chosen-file";
import type { PostEditor } from "./types";

/** A dialog that changes the document at the selection it was opened with (`at`). */
export type InsertDialogProps = { isOpen: boolean; editor: PostEditor; at: BaseRange | null; onClose: () => void };

export function EditorDialog({
  isOpen,
  title,
  onClose,
  isBusy = false,
  children,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  /** While an upload runs, Escape and a press outside do not close it (Cancel stops the upload). */
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className="fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto bg-black/60 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-border bg-surface text-fg shadow-lg outline-none">
        <Dialog className="p-6 outline-none">
          <Heading slot="title" className="font-heading text-xl font-semibold tracking-tight">
            {title}
          </Heading>
          {/* The editor sits in the post's form, whose React Aria context (its onSubmit among it)
              would otherwise reach the dialog's own form: submitting a link would save the post. */}
          <FormContext.Provider value={null}>{children}</FormContext.Provider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export const dialogButton = "outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring";

export function AddressForm({
  texts,
  submitLabel,
  initialAddress = "",
  isAllowed,
  onApply,
  onClose,
  address: givenAddress,
  onAddressChange,
  canApply = () => true,
  remove,
  before,
  addressUnderAdvanced = false,
  children,
}: {
  texts: { url: string; urlDescription: string; invalid: string; cancel: string };
  submitLabel: string;
  initialAddress?: string;
  /** The address, when the owner fills it too (an upload, the library); kept here otherwise. */
  address?: string;
  onAddressChange?: (address: string) => void;
  /** Whether the other fields allow applying (they show their own errors once `submitted`). */
  canApply?: () => boolean;
  isAllowed: (address: string) => boolean;
  /** Called with the trimmed address once it is allowed; the dialog closes after. */
  onApply: (address: string) => void;
  onClose: () => void;
  /** A button before the others that undoes what the dialog made (a link's removal). */
  remove?: { label: string; onPress: () => void };
  /** What comes before the address (ways to fill it). */
  before?: ReactNode;
  /** The address under 'Advanced', closed until opened or refused: `before` is the usual way to fill it. */
  addressUnderAdvanced?: boolean;
  /** The fields after the address; a function gets whether the form was sent. */
  children?: ReactNode | ((submitted: boolean) => ReactNode);
}) {
  const [ownAddress, setOwnAddress] = useState(initialAddress);
  const address = givenAddress ?? ownAddress;
  const setAddress = onAddressChange ?? setOwnAddress;
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events from a portal on to the portal's React ancestors: the post's form.
    event.stopPropagation();
    setSubmitted(true);
    if (!isAllowed(address) || !canApply()) return;
    onApply(address.trim());
    onClose();
  };
  const addressField = (
    <TextField
      label={texts.url}
      description={texts.urlDescription}
      autoFocus={!addressUnderAdvanced}
      type="text"
      inputMode="url"
      isRequired
      value={address}
      onChange={setAddress}
      isInvalid={submitted && !isAllowed(address)}
      errorMessage={texts.invalid}
    />
  );
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-5 flex flex-col gap-4">
      {before}
      {addressUnderAdvanced ? (
        <Advanced field={texts.url} invalid={submitted && !isAllowed(address)}>
          {addressField}
        </Advanced>
      ) : (
        addressField
      )}
      {typeof children === "function" ? children(submitted) : children}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {remove ? (
          <Button
            onPress={() => {
              remove.onPress();
              onClose();
            }}
            className={`btn-outline mr-auto ${dialogButton}`}
          >
            {remove.label}
          </Button>
        ) : null}
        <Button onPress={onClose} className={`btn-outline ${dialogButton}`}>
          {texts.cancel}
        </Button>
        <Button type="submit" className={`btn-primary ${dialogButton}`}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
