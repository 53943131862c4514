// The words of the admin's data layer: what a failed request says when no answer came.
export const dataTexts = {
  unreachable: "The server could not be reached.",
} as const;
