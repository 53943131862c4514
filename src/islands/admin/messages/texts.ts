// The words of the Messages tab (docs/product.md#admin).

export const messageAdminTexts = {
  heading: "Messages",
  intro: "Messages sent through the contact form, newest first.",
  loading: "Loading messages…",
  empty: "No messages yet.",
  loadFailed: "Failed to load messages. Please try again.",
  handled: "Handled",
  open: "New",
  spam: "Spam",
  unverified: "Unverified",
  /** Why a flagged message was stored but not e-mailed, shown under its sender. */
  spamNote:
    "Stored but not forwarded by e-mail: the form's hidden spam-trap field was filled in (usually by a program, sometimes by a browser's autofill).",
  unverifiedNote:
    "Stored but not forwarded by e-mail: it came without a valid stamp from the contact page (sent by a program rather than the form, or from a page left open for more than a day).",
  notSpam: "Not spam",
  notSpamLabel: (name: string) => `Not spam: message from ${name}`,
  markHandled: "Mark as handled",
  markOpen: "Mark as not handled",
  markLabel: (handled: boolean, name: string) =>
    `${handled ? "Mark as not handled" : "Mark as handled"}: message from ${name}`,
  reply: "Reply",
  replyLabel: (name: string) => `Reply to ${name} by e-mail`,
  replySubject: "Re: your message",
  deleteLabel: (name: string) => `Delete message from ${name}`,
  fields: { company: "Company", phone: "Phone", service: "Service", subject: "Subject", received: "Received" },
  confirmDelete: {
    title: "Delete this message?",
    text: (name: string) => `The message from ${name} will be deleted. This action cannot be undone.`,
  },
  toasts: {
    markedHandled: "Message marked as handled",
    markedOpen: "Message marked as not handled",
    markedNotSpam: "Message marked as not spam",
    updateFailed: "Failed to update message",
    deleted: "Message deleted successfully",
    deleteFailed: "Failed to delete message",
  },
} as const;
