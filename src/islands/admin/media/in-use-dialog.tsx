// Images a delete kept because something uses them (docs/product.md#admin-media): the server's
// words for each, and each use, linked where it has an address. One image refused by its own
// Delete, or those of 'Delete selected' that were kept.
import { Button, Dialog, Heading } from "react-aria-components";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { mediaAdminTexts as texts } from "./texts";
import { focusRing } from "../shared/ui/admin-ui";
import type { MediaUse } from "../shared/data/api-types";
import { UsesList } from "./media-card";

/** One image kept: what the library calls it, the server's message, and its uses. */
export type InUseRefusal = { id: number; name: string; message: string; uses: MediaUse[] };

export function InUseDialog({ refusals, onClose }: { refusals: InUseRefusal[] | null; onClose: () => void }) {
  const several = (refusals?.length ?? 0) > 1;
  return (
    <ModalFrame isOpen={refusals !== null} onClose={onClose}>
      <Dialog role="alertdialog" className="p-6 outline-none" data-media-in-use>
        <Heading slot="title" className="font-heading text-xl font-semibold tracking-tight">
          {several ? texts.inUse.titleSeveral(refusals?.length ?? 0) : texts.inUse.title}
        </Heading>
        <ul className="mt-3 flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
          {(refusals ?? []).map((refusal) => (
            <li key={refusal.id} className="flex flex-col gap-2">
              {several ? <p className="text-sm font-semibold break-words text-fg">{refusal.name}</p> : null}
              <p className="text-sm text-muted">{refusal.message}</p>
              {refusal.uses.length > 0 ? (
                <>
                  <p className="text-sm text-fg">{texts.inUse.text}</p>
                  <UsesList uses={refusal.uses} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button autoFocus onPress={onClose} className={`btn-outline ${focusRing}`}>
            {texts.inUse.close}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
