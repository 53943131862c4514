// Unsaved changes, shared between the dashboard and its tabs (each tab is code of its own, loaded
// when opened, and the dashboard must know whether leaving it loses work). A form reports
// whether it differs from what it was loaded with; the dashboard asks before switching tab or
// logging out, the browser asks before the page is left (beforeunload), and a tab asks before its
// form is given another item to edit.
//
// One store for the page, read with React's useSyncExternalStore, as the admin's queries are
// (../data/query.ts): the dashboard is one island, so one module-level store is all it shares.
import { useEffect, useSyncExternalStore } from "react";

/** Form id → whether it holds unsaved changes, with whoever reads it told of every change. */
export function createUnsavedStore() {
  let dirtyForms: Readonly<Record<string, boolean>> = {};
  const listeners = new Set<() => void>();
  const update = (next: Readonly<Record<string, boolean>>) => {
    if (next === dirtyForms) return;
    dirtyForms = next;
    for (const listener of listeners) listener();
  };
  return {
    report(formId: string, dirty: boolean) {
      if (dirtyForms[formId] !== dirty) update({ ...dirtyForms, [formId]: dirty });
    },
    /** The form is gone (unmounted): what it held no longer counts. */
    forget(formId: string) {
      if (!(formId in dirtyForms)) return;
      const { [formId]: _gone, ...rest } = dirtyForms;
      update(rest);
    },
    hasUnsavedChanges: () => Object.values(dirtyForms).some(Boolean),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const unsaved = createUnsavedStore();

/** Reports a form's unsaved state while it is mounted. */
export function useReportUnsaved(formId: string, dirty: boolean) {
  useEffect(() => unsaved.report(formId, dirty), [formId, dirty]);
  useEffect(() => () => unsaved.forget(formId), [formId]);
}

export function useHasUnsavedChanges(): boolean {
  // The server renders no form with changes: false there.
  return useSyncExternalStore(unsaved.subscribe, unsaved.hasUnsavedChanges, () => false);
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
