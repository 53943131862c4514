// The ten recovery codes, shown once after enrolment or renewal (docs/product.md#account), with
// Copy (the clipboard) and Download (a text file made in the browser: the codes never travel
// again) so they are saved somewhere rather than retyped.
import { useId } from "react";
import { Button } from "react-aria-components";
import { showToast } from "../../../client/toasts";
import { accountTexts } from "../../../content/account";

const texts = accountTexts.twoFactor;

/** The codes as the copied text and the downloaded file hold them: a line saying what they are, one code a line. */
function codesText(codes: string[], username: string): string {
  return [texts.downloadHeader(window.location.host, username), "", ...codes, ""].join("\n");
}

async function copy(codes: string[], username: string) {
  try {
    await navigator.clipboard.writeText(codesText(codes, username));
    showToast({ title: texts.copied });
  } catch {
    // No clipboard (an insecure page, a refused permission): the codes are still on screen.
    showToast({ title: texts.copyFailed, variant: "destructive" });
  }
}

function download(codes: string[], username: string) {
  const url = URL.createObjectURL(new Blob([codesText(codes, username)], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = texts.downloadName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-recovery-codes="">
      <h5 id={headingId} className="font-semibold text-fg">
        {texts.recoveryHeading}
      </h5>
      <p className="text-sm text-muted">{texts.recoveryIntro}</p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-fg">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-muted px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onPress={() => void copy(codes, username)} className="btn-outline">
          {texts.copy}
        </Button>
        <Button onPress={() => download(codes, username)} className="btn-outline">
          {texts.download}
        </Button>
        <Button onPress={onDone} className="btn-primary">
          {texts.recoveryDone}
        </Button>
      </div>
    </section>
  );
}
