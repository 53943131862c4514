// The sign-in form of /login. Without JavaScript it is a plain form post to /login, which sets the
// session cookie and redirects, or renders the page again with the error. Hydrated, it signs in
// through /api/auth/login, shows the server's message inline and as a toast on failure, and on
// success a toast and, 1.5 s later, /admin (docs/product.md#states, #errors). Password managers fill it: the fields
// carry the username and current-password autocomplete tokens.
import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { TextField } from "../components/ui/TextField";
import { ApiError, apiRequest } from "../client/api";
import { showToast } from "../client/toasts";
import { AFTER_LOGIN_REDIRECT_MS, loginContent as content } from "../content/account";
import { loginSchema } from "../shared/schemas/login";

type LoginFormProps = {
  /** The error of a form post the server answered (no-JavaScript sign-in). */
  error?: string | null;
  /** The username that post sent, so it need not be typed again. */
  username?: string;
};

const fieldError = (field: "username" | "password") => (value: string) => {
  const result = loginSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

export default function LoginForm({ error: postedError = null, username: postedUsername = "" }: LoginFormProps) {
  const [username, setUsername] = useState(postedUsername);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(postedError);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest("/api/auth/login", { method: "POST", body: { username, password } });
      showToast({ title: content.successToastTitle, description: content.successToastDescription });
      // Stays busy until the page changes.
      setTimeout(() => window.location.assign("/admin"), AFTER_LOGIN_REDIRECT_MS);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : null;
      setError(message ?? content.failed);
      showToast({
        title: content.failedToastTitle,
        description: message ?? content.failedToastFallback,
        variant: "destructive",
      });
      setBusy(false);
    }
  }

  return (
    <Form method="post" action="/login" onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={content.username}
        name="username"
        autoComplete="username"
        isRequired
        validate={fieldError("username")}
        value={username}
        onChange={setUsername}
        isDisabled={busy}
      />
      <TextField
        label={content.password}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        validate={fieldError("password")}
        value={password}
        onChange={setPassword}
        isDisabled={busy}
      />
      <p role="alert" data-login-error="" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <Button type="submit" isDisabled={busy} className="btn-primary w-full">
        {busy ? content.submitting : content.submit}
      </Button>
    </Form>
  );
}
