// Unsaved changes, shared between the dashboard and its tabs (jotai: each tab is code of its own,
// loaded when opened, and the dashboard must know whether leaving it loses work). A form reports
// whether it differs from what it was loaded with; the dashboard asks before switching tab or
// logging out, the browser asks before the page is left (beforeunload), and a tab asks before its
// form is given another item to edit.
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";

/** Form id → whether it holds unsaved changes. */
const dirtyFormsAtom = atom<Readonly<Record<string, boolean>>>({});

const hasUnsavedChangesAtom = atom((get) => Object.values(get(dirtyFormsAtom)).some(Boolean));

/** Reports a form's unsaved state while it is mounted. */
export function useReportUnsaved(formId: string, dirty: boolean) {
  const set = useSetAtom(dirtyFormsAtom);
  useEffect(() => {
    set((forms) => (forms[formId] === dirty ? forms : { ...forms, [formId]: dirty }));
  }, [formId, dirty, set]);
  useEffect(
    () => () =>
      set((forms) => {
        if (!(formId in forms)) return forms;
        const { [formId]: _gone, ...rest } = forms;
        return rest;
      }),
    [formId, set],
  );
}

export function useHasUnsavedChanges(): boolean {
  return useAtomValue(hasUnsavedChangesAtom);
}

/** While there are unsaved changes, the browser asks before the page is left or reloaded. */
export function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}
