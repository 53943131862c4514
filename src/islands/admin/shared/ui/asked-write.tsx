// A write that is asked first: every destructive question of the admin (a delete, erasing a
// person, resetting two-factor, disconnecting the calendar, a new feed address). `ask(vars)` opens
// the confirm dialog that `dialog` renders; confirming runs the write through the data layer
// (useApiMutation: its toasts, invalidation and failure). The dialog stays open, its buttons
// disabled, until the write ends, and closes only on success, so a failure can be tried again at
// once; `close` is for a caller that shows a failure its own way.
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/ConfirmDialog";
import { useApiMutation, type Write } from "../data/mutation";
import { confirmTexts } from "./texts";

/** What the dialog asks about the write's `vars`. */
export type Question = {
  title: string;
  text: string;
  /** The confirming button's label. */
  confirm: string;
  /** The cancelling button's label; 'Cancel' unless given. */
  cancel?: string;
};

export function useAskedWrite<Vars = void, Answer = unknown>(
  options: Write<Vars, Answer> & { question: (vars: Vars) => Question },
) {
  // Boxed, so a write of no vars (undefined) is told apart from no question.
  const [asking, setAsking] = useState<{ vars: Vars } | null>(null);
  const write = useApiMutation<Vars, Answer>({
    ...options,
    onDone: (answer, vars) => {
      setAsking(null);
      options.onDone?.(answer, vars);
    },
  });
  const question = asking ? options.question(asking.vars) : null;

  const dialog = (
    <ConfirmDialog
      isOpen={asking !== null}
      title={question?.title ?? ""}
      text={question?.text ?? ""}
      confirmLabel={question?.confirm ?? ""}
      cancelLabel={question?.cancel ?? confirmTexts.cancel}
      destructive
      isBusy={write.busy}
      onConfirm={() => asking && void write.run(asking.vars)}
      onCancel={() => setAsking(null)}
    />
  );
  return {
    ask: (vars: Vars) => setAsking({ vars }),
    close: () => setAsking(null),
    dialog,
    busy: write.busy,
  };
}
