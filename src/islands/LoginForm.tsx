// The sign-in form of /login. Without JavaScript it is a plain form post to /login, which sets the
// session cookie and redirects, or renders the page again with the error. Hydrated, it signs in
// through /api/auth/login, shows the server's message inline and as a toast on failure, and on
// success a toast and, 1.5 s later, /admin (docs/product.md#states, #errors). Password managers fill it: the fields
// carry the username and current-password autocomplete tokens.
//
// An account with a second factor (docs/architecture.md#two-factor) gets a second step: one field
// for the authenticator's code or a recovery code (a plain post to /login/code without
// JavaScript), and a passkey where the account has one. Passkeys need JavaScript and say so.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { TextField } from "../components/ui/TextField";
import { useHydrated } from "../components/ui/Tabs";
import { ApiError, apiRequest } from "../client/api";
import { failedForWantOfDomain, signInWithPasskey } from "../client/passkeys";
import { showToast } from "../client/toasts";
import { AFTER_LOGIN_REDIRECT_MS, loginContent as content, secondStepContent } from "../content/account";
import { isSixDigits } from "../shared/schemas/account";
import { loginSchema } from "../shared/schemas/login";

type LoginFormProps = {
  /** The error of a form post the server answered (no-JavaScript sign-in). */
  error?: string | null;
  /** The username that post sent, so it need not be typed again. */
  username?: string;
  /** "code": the password was right and the second step is owed (a form post's answer). */
  step?: "password" | "code";
  /** The second factors the account has ("totp", "recovery", "passkey"). */
  methods?: string[];
};

const fieldError = (field: "username" | "password") => (value: string) => {
  const result = loginSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

type LoginAnswer = { twoFactorRequired?: boolean; methods?: string[] };

/** Signed in: say so, and go to the dashboard (stays busy until the page changes). */
function finish() {
  showToast({ title: content.successToastTitle, description: content.successToastDescription });
  setTimeout(() => window.location.assign("/admin"), AFTER_LOGIN_REDIRECT_MS);
}

function failed(caught: unknown): string | null {
  const message = caught instanceof ApiError ? caught.message : null;
  showToast({
    title: content.failedToastTitle,
    description: message ?? content.failedToastFallback,
    variant: "destructive",
  });
  return message;
}

const expiredOf = (caught: unknown) =>
  caught instanceof ApiError && (caught.body as { expired?: boolean } | null)?.expired === true;

export default function LoginForm({
  error: postedError = null,
  username: postedUsername = "",
  step: postedStep = "password",
  methods: postedMethods = [],
}: LoginFormProps) {
  const [username, setUsername] = useState(postedUsername);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(postedError);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState(postedStep);
  const [methods, setMethods] = useState(postedMethods);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<LoginAnswer>("/api/auth/login", { method: "POST", body: { username, password } });
      if (answer.twoFactorRequired) {
        setMethods(answer.methods ?? []);
        setStep("code");
        setBusy(false);
        return;
      }
      finish();
    } catch (caught) {
      setError(failed(caught) ?? content.failed);
      setBusy(false);
    }
  }

  const field = (name: "username" | "password", value: string, onChange: (value: string) => void) => ({
    label: content[name],
    name,
    isRequired: true,
    validate: fieldError(name),
    value,
    onChange,
    isDisabled: busy,
  });

  if (step === "code") {
    return (
      <SecondStep
        methods={methods}
        error={error}
        onExpired={(message) => {
          setStep("password");
          setPassword("");
          setError(message);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <Form method="post" action="/login" onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField {...field("username", username, setUsername)} autoComplete="username" />
        <TextField {...field("password", password, setPassword)} type="password" autoComplete="current-password" />
        <LoginError error={error} />
        <SubmitButton busy={busy} label={content.submit} busyLabel={content.submitting} />
      </Form>
      <PasskeyButton label={content.passkey} secondStep={false} onError={setError} />
    </div>
  );
}

/** The server's or the browser's refusal, read out as it appears; the space is kept when empty. */
function LoginError({ error }: { error: string | null }) {
  return (
    <p role="alert" data-login-error="" className="min-h-5 text-sm font-medium text-danger">
      {error}
    </p>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" isDisabled={busy} className="btn-primary w-full">
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A passkey sign-in, alone or as the second step; without JavaScript, a note that it needs it. */
function PasskeyButton({
  label,
  secondStep,
  onError,
  onExpired,
}: {
  label: string;
  secondStep: boolean;
  onError: (message: string) => void;
  onExpired?: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function press() {
    setBusy(true);
    try {
      await signInWithPasskey(secondStep);
      finish();
    } catch (caught) {
      if (expiredOf(caught) && onExpired) onExpired((caught as ApiError).message);
      // The browser's own refusal (the person closed its dialog) is not the server's message.
      else if (caught instanceof ApiError) onError(caught.message);
      else onError(failedForWantOfDomain(caught) ? content.passkeyNeedsDomain : content.passkeyFailed);
      setBusy(false);
    }
  }

  return (
    <>
      <p className="text-sm text-muted [html.js_&]:hidden">{content.passkeyNeedsJavaScript}</p>
      <Button
        onPress={press}
        isDisabled={!hydrated || busy}
        className="btn-outline w-full [html:not(.js)_&]:hidden"
        data-passkey-sign-in=""
      >
        {busy ? content.passkeyBusy : label}
      </Button>
    </>
  );
}

function SecondStep({
  methods,
  error: initialError,
  onExpired,
}: {
  methods: string[];
  error: string | null;
  onExpired: (message: string) => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const hasCode = methods.includes("totp") || methods.includes("recovery");
  const hasPasskey = methods.includes("passkey");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const sent = code.trim();
    try {
      await apiRequest("/api/auth/login/totp", {
        method: "POST",
        body: isSixDigits(sent) ? { code: sent } : { recoveryCode: sent },
      });
      finish();
    } catch (caught) {
      const message = failed(caught);
      if (expiredOf(caught)) onExpired(message ?? content.failed);
      else setError(message ?? content.failed);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5" data-second-step="">
      <div>
        <h2 className="font-heading text-lg font-semibold text-fg">{secondStepContent.heading}</h2>
        <p className="mt-1 text-sm text-muted">
          {hasCode ? secondStepContent.intro : secondStepContent.introPasskeyOnly}
        </p>
      </div>
      {hasCode ? (
        <Form method="post" action="/login/code" onSubmit={onSubmit} className="flex flex-col gap-5">
          <TextField
            label={secondStepContent.code}
            description={secondStepContent.codeDescription}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            isRequired
            autoFocus
            value={code}
            onChange={setCode}
            isDisabled={busy}
          />
          <LoginError error={error} />
          <SubmitButton busy={busy} label={secondStepContent.submit} busyLabel={secondStepContent.submitting} />
        </Form>
      ) : (
        <LoginError error={error} />
      )}
      {hasPasskey && (
        <PasskeyButton
          label={hasCode ? secondStepContent.passkey : secondStepContent.passkeyOnly}
          secondStep
          onError={setError}
          onExpired={onExpired}
        />
      )}
      <a href="/login" className="text-center text-sm font-medium text-primary underline underline-offset-4">
        {secondStepContent.startAgain}
      </a>
    </div>
  );
}
