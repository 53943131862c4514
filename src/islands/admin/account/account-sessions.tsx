// The open sessions of one's own account on the My Account tab (docs/product.md#account): each one
// listed, and signed out one by one.
import { Button } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { accountTexts as texts } from "../../../content/account";
import { QueryFailed } from "../shared/lists/list-layout";
import { DateTime, smallButton } from "../shared/ui/admin-ui";
import type { OwnSession } from "../shared/data/api-types";
import { ACCOUNT_SESSIONS_PATH, accountSessionPath } from "../shared/data/paths";
import { useApiMutation } from "../shared/data/mutation";
import { failedToast } from "./account-support";
import { useApiQuery } from "../shared/data/query";

export function Sessions() {
  const query = useApiQuery<{ data: OwnSession[] }>(ACCOUNT_SESSIONS_PATH);
  const ending = useApiMutation({
    send: (handle: string) => apiRequest(accountSessionPath(handle), { method: "DELETE" }),
    doing: "Signing a session out",
    doneToast: texts.sessions.endedToast,
    invalidates: [ACCOUNT_SESSIONS_PATH],
    failed: failedToast,
  });
  const sessions = query.data?.data;
  if (!sessions) {
    if (query.status === "error") return <QueryFailed query={query} text={texts.sessions.loadFailed} />;
    return <p className="text-muted">{texts.loading}</p>;
  }

  return (
    <ul className="flex flex-col gap-2" data-sessions="">
      {sessions.map((session) => (
        <li
          key={session.handle}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium text-fg">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
                  {texts.sessions.thisDevice}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted">
              {texts.sessions.address}: {session.ip ?? "—"} · {texts.sessions.lastUsed}:{" "}
              <DateTime value={session.lastSeenAt} /> · {texts.sessions.started}: <DateTime value={session.createdAt} />
            </p>
          </div>
          {session.current ? null : (
            <Button
              onPress={() => void ending.run(session.handle)}
              isDisabled={ending.runningFor === session.handle}
              aria-label={`${texts.sessions.signOut}: ${session.device}, ${session.ip ?? ""}`}
              className={smallButton}
            >
              {texts.sessions.signOut}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
