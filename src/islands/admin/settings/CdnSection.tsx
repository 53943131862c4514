// The CDN section of the Settings tab (docs/product.md#admin-cdn, docs/deploying.md#cdn, decision
// 037): which CDN is purged on every content change, and what it needs. Reads GET /api/admin/cdn;
// Save is its PUT, Remove (asked first) its DELETE. The token is write-only: the server answers only
// `hasToken`, so the field starts blank every time and a blank one keeps what is stored. When the
// environment configures the CDN, it wins, and the section only says so. Shown to roles with
// `cdn.manage` (the auth check's `permissions`); the server refuses everyone else anyway.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { cdnAdminTexts as texts } from "./texts";
import { focusRing, SectionHeading } from "../shared/ui/admin-ui";
import type { AdminCdn } from "../shared/data/api-types";
import { ADMIN_CDN_PATH, AUTH_CHECK_PATH } from "../shared/data/paths";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { useApiMutation } from "../shared/data/mutation";
import { invalidate, useApiQuery } from "../shared/data/query";

type Provider = AdminCdn["provider"];
type CdnBody = { provider: Provider; url?: string; zone?: string; token?: string };

const labelOf = (provider: string) => texts.providers.find((option) => option.value === provider)?.label ?? provider;

const refresh = () => void invalidate(ADMIN_CDN_PATH);

export function CdnSection() {
  const check = useApiQuery<{ permissions?: string[] }>(AUTH_CHECK_PATH);
  if (!check.data?.permissions?.includes("cdn.manage")) return null;
  return (
    <section aria-labelledby="cdn-heading" className="flex flex-col gap-6 border-t border-border pt-8">
      <SectionHeading headingId="cdn-heading" heading={texts.heading} intro={texts.intro} />
      <CdnSettings />
    </section>
  );
}

function CdnSettings() {
  const query = useApiQuery<AdminCdn | null>(ADMIN_CDN_PATH);
  if (query.data === undefined) {
    return (
      <p role="status" className="text-muted">
        {query.status === "error" ? texts.loadFailed : texts.loading}
      </p>
    );
  }
  const view = query.data;
  if (view?.source === "environment") {
    return (
      <p data-cdn-environment className="max-w-2xl rounded-md border border-border bg-surface-muted px-3 py-2 text-sm">
        {texts.environment(labelOf(view.provider))}
      </p>
    );
  }
  // Read again after a save or a removal: the form starts from what the server kept.
  return <CdnForm key={JSON.stringify(view)} view={view} />;
}

function CdnForm({ view }: { view: AdminCdn | null }) {
  const [provider, setProvider] = useState<string>(view?.provider ?? "");
  const [url, setUrl] = useState(view?.url ?? "");
  const [zone, setZone] = useState(view?.zone ?? "");
  const [token, setToken] = useState("");

  const saving = useApiMutation({
    send: (body: CdnBody) => apiRequest(ADMIN_CDN_PATH, { method: "PUT", body }),
    doing: "Saving the CDN settings",
    doneToast: texts.toasts.saved,
    onDone: () => {
      setToken("");
      refresh();
    },
    failed: texts.toasts.saveFailed,
  });
  const remove = useDeleteWithConfirm<AdminCdn>({
    pathOf: () => ADMIN_CDN_PATH,
    nameOf: (configured) => labelOf(configured.provider),
    noun: "CDN settings",
    texts,
    refresh,
  });
  const errors = saving.fieldErrors;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!provider) return;
    // Only what the chosen CDN takes; a blank token keeps the stored one (the server leaves it out).
    void saving.run({
      provider: provider as Provider,
      url,
      ...(provider === "http" ? {} : { zone }),
      ...(token ? { token } : {}),
    });
  }

  const http = provider === "http";
  // The stored token is kept only for the CDN it was given for (the service's rule).
  const tokenStored = Boolean(view?.hasToken && view.provider === provider);
  const fieldProps = (name: "url" | "zone" | "token") => ({
    name,
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    isDisabled: saving.busy,
    autoComplete: "off",
  });

  return (
    <>
      <Form onSubmit={save} validationBehavior="aria" className="flex max-w-xl flex-col gap-4">
        <Select
          native
          name="provider"
          label={texts.provider}
          placeholder={texts.none}
          options={texts.providers}
          value={provider}
          onChange={setProvider}
          isDisabled={saving.busy}
          isInvalid={Boolean(errors.provider)}
          errorMessage={errors.provider}
        />
        {provider === "" ? (
          <p className="text-sm text-muted">{texts.noneNote}</p>
        ) : (
          <>
            <TextField
              label={http ? texts.url.http : texts.url.api}
              description={http ? texts.url.httpDescription : texts.url.apiDescription}
              type="url"
              isRequired={http}
              value={url}
              onChange={setUrl}
              {...fieldProps("url")}
            />
            {http ? null : (
              <TextField
                label={texts.zone[provider as keyof typeof texts.zone]}
                isRequired
                value={zone}
                onChange={setZone}
                {...fieldProps("zone")}
              />
            )}
            <TextField
              label={texts.token[provider as Provider]}
              description={
                tokenStored ? texts.token.stored : http ? texts.token.httpDescription : texts.token.description
              }
              type="password"
              isRequired={!http && !tokenStored}
              value={token}
              onChange={setToken}
              {...fieldProps("token")}
              autoComplete="new-password"
            />
          </>
        )}
        <div className="flex flex-wrap gap-3">
          {provider === "" ? null : (
            <Button type="submit" isDisabled={saving.busy} className={`btn-primary ${focusRing}`}>
              {saving.busy ? texts.saving : texts.save}
            </Button>
          )}
          {view ? (
            <Button onPress={() => remove.ask(view)} className={`btn-outline ${focusRing}`}>
              {texts.remove}
            </Button>
          ) : null}
        </div>
      </Form>
      {remove.dialog}
    </>
  );
}
