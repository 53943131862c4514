// The firm's calendar (docs/product.md#admin-bookings): connect a CalDAV calendar (address, user name,
// password; the server tests it before saving and says what the calendar answered beside the
// address), test it again, disconnect it (asked first); and the secret ICS feed's address with Copy
// and "Make a new address" (asked first: the old one stops working). The feed's address is a
// credential, so only a role that manages bookings is shown it.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { TextField } from "../../../components/ui/TextField";
import { useApiMutation } from "../shared/data/mutation";
import {
  BOOKING_CALENDAR_PATH,
  BOOKING_CALENDAR_TEST_PATH,
  BOOKING_FEED_PATH,
  BOOKING_FEED_ROTATE_PATH,
} from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { QueryOutcome } from "../shared/lists/list-layout";
import { FormActions, focusRing, smallButton } from "../shared/ui/admin-ui";
import { useAskedWrite } from "../shared/ui/asked-write";
import { bookingAdminTexts } from "./texts";

const texts = bookingAdminTexts.calendar;
type CalendarSummary = { url: string; username: string } | null;

export function CalendarSection({ canManage }: { canManage: boolean }) {
  const query = useApiQuery<{ data: CalendarSummary }>(BOOKING_CALENDAR_PATH);
  return (
    <section aria-labelledby="admin-booking-calendar-heading" className="flex flex-col gap-4" data-booking-calendar>
      <h2 id="admin-booking-calendar-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {texts.heading}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{texts.intro}</p>
      <QueryOutcome query={query} data={query.data} failedText={texts.loadFailed} loadingText={texts.loading}>
        {({ data }) =>
          data ? (
            <Connected summary={data} canManage={canManage} />
          ) : canManage ? (
            <ConnectForm />
          ) : (
            <p>{texts.notConnected}</p>
          )
        }
      </QueryOutcome>
      {canManage ? <Feed /> : null}
    </section>
  );
}

function ConnectForm() {
  const [values, setValues] = useState({ url: "", username: "", password: "" });
  const connect = useApiMutation({
    send: () => apiRequest(BOOKING_CALENDAR_PATH, { method: "PUT", body: values }),
    doing: "Connecting the calendar",
    doneToast: (answer: { message?: string }) => answer.message ?? texts.connect,
    invalidates: [BOOKING_CALENDAR_PATH],
    failed: texts.connectFailed,
  });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    isRequired: true,
    isDisabled: connect.busy,
    validationBehavior: "aria" as const,
    isInvalid: connect.fieldErrors[name] !== undefined,
    errorMessage: connect.fieldErrors[name],
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void connect.run();
  };
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4" data-calendar-form>
      <p className="text-sm text-muted">{texts.notConnected}</p>
      <TextField
        label={texts.url}
        placeholder={texts.urlPlaceholder}
        inputMode="url"
        autoComplete="off"
        {...field("url")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={texts.username} autoComplete="off" {...field("username")} />
        <TextField
          label={texts.password}
          type="password"
          description={texts.passwordDescription}
          autoComplete="new-password"
          {...field("password")}
        />
      </div>
      <FormActions saving={connect.busy} submitLabel={connect.busy ? texts.connecting : texts.connect} />
    </Form>
  );
}

function Connected({ summary, canManage }: { summary: { url: string; username: string }; canManage: boolean }) {
  const test = useApiMutation({
    send: () => apiRequest<{ message?: string }>(BOOKING_CALENDAR_TEST_PATH, { method: "POST" }),
    doing: "Testing the calendar",
    doneToast: (answer) => answer.message ?? texts.test,
    failed: texts.testFailed,
  });
  const disconnect = useAskedWrite({
    send: () => apiRequest(BOOKING_CALENDAR_PATH, { method: "DELETE" }),
    doing: "Disconnecting the calendar",
    question: () => ({
      title: texts.disconnectTitle,
      text: texts.disconnectText,
      confirm: texts.disconnect,
      cancel: bookingAdminTexts.cancelButton,
    }),
    doneToast: texts.disconnected,
    invalidates: [BOOKING_CALENDAR_PATH],
    failed: texts.disconnectFailed,
  });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5" data-calendar-connected>
      <p className="break-all text-sm text-fg">{texts.connected(summary.url, summary.username)}</p>
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button className={smallButton} isDisabled={test.busy} onPress={() => void test.run()}>
            {test.busy ? texts.testing : texts.test}
          </Button>
          <Button className={`${smallButton} text-danger`} onPress={() => disconnect.ask()}>
            {texts.disconnect}
          </Button>
        </div>
      ) : null}
      {disconnect.dialog}
    </div>
  );
}

function Feed() {
  const t = bookingAdminTexts.feed;
  const query = useApiQuery<{ data: { url: string } }>(BOOKING_FEED_PATH);
  const rotate = useAskedWrite({
    send: () => apiRequest(BOOKING_FEED_ROTATE_PATH, { method: "POST" }),
    doing: "Making a new feed address",
    question: () => ({
      title: t.rotateTitle,
      text: t.rotateText,
      confirm: t.rotateConfirm,
      cancel: bookingAdminTexts.cancelButton,
    }),
    doneToast: t.rotated,
    invalidates: [BOOKING_FEED_PATH],
    failed: t.rotateFailed,
  });
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t.copied });
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is on screen to select.
      showToast({ variant: "destructive", title: t.copyFailed });
    }
  }
  return (
    <div className="flex flex-col gap-3" data-booking-feed>
      <h3 className="font-heading text-lg font-semibold text-fg">{t.heading}</h3>
      <p className="max-w-2xl text-sm text-muted">{t.intro}</p>
      <QueryOutcome query={query} data={query.data} failedText={t.loadFailed} loadingText={texts.loading}>
        {({ data }) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField label={t.url} value={data.url} isReadOnly className="min-w-0 flex-1" />
            <div className="flex gap-2">
              <Button className={`${smallButton} ${focusRing}`} onPress={() => void copy(data.url)}>
                {t.copy}
              </Button>
              <Button className={`${smallButton} text-danger`} onPress={() => rotate.ask()}>
                {t.rotate}
              </Button>
            </div>
          </div>
        )}
      </QueryOutcome>
      {rotate.dialog}
    </div>
  );
}
