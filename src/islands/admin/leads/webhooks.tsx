// The webhook endpoints of the Leads tab (docs/product.md#webhooks): add one (its secret shown once),
// send a test event, see each delivery's attempts, remove one.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { Checkbox } from "../../../components/ui/Checkbox";
import { TextField } from "../../../components/ui/TextField";
import { leadsAdminTexts as texts } from "./texts";
import { QueryFailed } from "../shared/lists/list-layout";
import { Badge, DateTime, focusRing, smallButton, TabHeader } from "../shared/ui/admin-ui";
import type { AdminWebhookEndpoint, WriteAnswer } from "../shared/data/api-types";
import { ADMIN_WEBHOOKS_PATH, webhookPath, webhookTestPath } from "../shared/data/paths";
import { failureToast, useApiMutation } from "../shared/data/mutation";
import { useApiQuery } from "../shared/data/query";

export function Webhooks() {
  const query = useApiQuery<{ data: AdminWebhookEndpoint[] }>(ADMIN_WEBHOOKS_PATH);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>(["lead.created"]);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const endpoints = query.data?.data ?? [];
  const w = texts.webhooks;

  const adding = useApiMutation({
    send: (body: { url: string; events: string[] }) =>
      apiRequest<WriteAnswer<AdminWebhookEndpoint & { secret: string }>>(ADMIN_WEBHOOKS_PATH, { method: "POST", body }),
    doing: "Adding the webhook",
    doneToast: w.added,
    invalidates: [ADMIN_WEBHOOKS_PATH],
    onDone: (answer) => {
      setSecret({ url: answer.data.url, secret: answer.data.secret });
      setUrl("");
    },
    failed: w.addFailed,
  });
  const saving = adding.busy;
  const error = adding.message;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void adding.run({ url, events });
  }

  // Whatever the outcome, the list is read again: a test or a removal may have half happened.
  const acting = useApiMutation({
    send: (action: { path: string; method: "POST" | "DELETE"; done: string }) =>
      apiRequest(action.path, { method: action.method }),
    doing: "A webhook action",
    doneToast: (_answer, action) => action.done,
    onDone: () => void query.refetch(),
    failed: (failure) => {
      showToast(failureToast(w.actionFailed, failure));
      void query.refetch();
    },
  });
  const act = (path: string, method: "POST" | "DELETE", done: string) => acting.run({ path, method, done });

  const toggle = (name: string) => (on: boolean) =>
    setEvents((current) => (on ? [...new Set([...current, name])] : current.filter((e) => e !== name)));

  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-6" data-webhooks>
      <TabHeader
        headingId="webhooks-heading"
        heading={w.heading}
        intro={w.intro}
        actions={
          <Button onPress={() => void query.refetch()} className={smallButton} isDisabled={query.isFetching}>
            {w.refresh}
          </Button>
        }
      />
      <Form onSubmit={add} className="flex flex-col gap-4 rounded-lg border border-border p-4" data-webhook-form>
        <TextField
          label={w.url}
          type="url"
          name="url"
          isRequired
          placeholder="https://crm.example.com/hooks/leads"
          value={url}
          // The refusal is about the address refused: an invalid field is one the browser will not
          // submit, so a new address clears it (else the form stays stuck until a reload).
          onChange={(value) => {
            setUrl(value);
            adding.reset();
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <fieldset className="flex flex-wrap gap-6">
          <legend className="mb-2 text-sm font-semibold text-fg">{w.events}</legend>
          {(["lead.created", "contact.created"] as const).map((name) => (
            <Checkbox key={name} label={name} isSelected={events.includes(name)} onChange={toggle(name)} />
          ))}
        </fieldset>
        <div>
          <Button type="submit" isDisabled={saving || events.length === 0} className={`btn-primary ${focusRing}`}>
            {saving ? w.adding : w.add}
          </Button>
        </div>
      </Form>
      {secret ? (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary p-4" data-webhook-secret>
          <p className="font-semibold text-fg">{w.secretTitle(secret.url)}</p>
          <code className="break-all rounded bg-surface-muted px-2 py-1 font-mono text-sm text-fg">
            {secret.secret}
          </code>
          <p className="text-sm text-muted">{w.secretOnce}</p>
          <div>
            <Button onPress={() => setSecret(null)} className={smallButton}>
              {w.secretDone}
            </Button>
          </div>
        </div>
      ) : null}
      {query.status === "error" && !query.data ? <QueryFailed query={query} text={w.loadFailed} /> : null}
      {query.data && endpoints.length === 0 ? <p className="text-muted">{w.empty}</p> : null}
      <ul className="flex flex-col gap-4" aria-label={w.listLabel}>
        {endpoints.map((endpoint) => (
          <li
            key={endpoint.id}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
            data-webhook={endpoint.url}
          >
            <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <p className="break-all font-mono text-sm text-fg">{endpoint.url}</p>
                <p className="text-sm text-muted">{endpoint.events.join(", ")}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  className={smallButton}
                  onPress={() => void act(webhookTestPath(endpoint.id), "POST", w.testQueued)}
                >
                  {w.sendTest}
                </Button>
                <Button
                  className={smallButton}
                  aria-label={w.removeLabel(endpoint.url)}
                  onPress={() => void act(webhookPath(endpoint.id), "DELETE", w.removed)}
                >
                  {w.remove}
                </Button>
              </div>
            </div>
            {endpoint.deliveries.length === 0 ? (
              <p className="text-sm text-muted">{w.noDeliveries}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border" aria-label={w.deliveriesLabel(endpoint.url)}>
                {endpoint.deliveries.map((delivery) => (
                  <li key={delivery.id} className="flex flex-col gap-1 py-2 text-sm" data-delivery={delivery.status}>
                    <p className="flex flex-wrap items-center gap-2 text-fg">
                      <span className="font-mono">{delivery.event}</span>
                      <Badge
                        tone={
                          delivery.status === "sent" ? "success" : delivery.status === "failed" ? "danger" : "muted"
                        }
                      >
                        {w.status[delivery.status]}
                      </Badge>
                      <span className="text-muted">{w.attempts(delivery.attempts)}</span>
                    </p>
                    <ol className="flex flex-col gap-0.5 text-muted">
                      {delivery.attemptList.map((attempt, index) => (
                        <li key={attempt.startedAt + String(index)} data-attempt={attempt.outcome ?? "running"}>
                          <DateTime value={attempt.startedAt} /> · {w.outcome(attempt.outcome)}
                          {attempt.detail ? ` · ${attempt.detail}` : ""}
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
