// The words of the admin's shared controls.

export const confirmTexts = {
  cancel: "Cancel",
  delete: "Delete",
} as const;
