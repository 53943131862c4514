// The Users tab (docs/product.md#screens, #validation, #errors, #limits): 'User Management', a table of every account (Username,
// Name, Email, Role as 'Administrator' or 'User', Status Active or Inactive, Actions), read from
// GET /api/users every 30 seconds while shown and after each change, with Refresh and 'Add User'.
// Each row has Edit (the form in a dialog; a blank password keeps the current one) and Delete
// (asked first: 'This action cannot be undone'). A list that cannot be read shows the reason and a
// retry button: the product's sample admin entry would show an account that may not exist (docs/architecture.md#departures).
import { useState } from "react";
import { Button } from "react-aria-components";
import { iconPencil, iconPlus, iconTrash, SvgIcon } from "../../components/Icon";
import { USER_LIST_REFRESH_MS, userAdminTexts as texts } from "../../content/admin";
import {
  Badge,
  FetchingStatus,
  HeadingCount,
  ListEmpty,
  ListLoading,
  ListStates,
  RefreshButton,
  ScrollRegion,
  smallButton,
  TabHeader,
} from "./admin-ui";
import { type AdminUser, USERS_PATH, userPath } from "./api-types";
import { useDeleteWithConfirm } from "./delete-confirm";
import { reasonOf, useAdminList } from "./form-support";
import { invalidate } from "./query";
import { UserForm } from "./UserForm";

export default function UsersTab() {
  const { query, items: users } = useAdminList<AdminUser>(USERS_PATH, {
    refetchIntervalMs: USER_LIST_REFRESH_MS,
    loadFailedToast: texts.toasts.loadFailed,
  });

  const [form, setForm] = useState<{ user: AdminUser | null; key: number } | null>(null);

  const openForm = (user: AdminUser | null) => setForm((current) => ({ user, key: (current?.key ?? 0) + 1 }));

  const remove = useDeleteWithConfirm<AdminUser>({
    pathOf: (user) => userPath(user.id),
    noun: "user",
    confirmTitle: texts.confirmDelete.title,
    confirmText: (user) => texts.confirmDelete.text(user.username),
    deletedToast: texts.toasts.deleted,
    failedToast: (error) => ({ title: texts.toasts.deleteFailed(reasonOf(error) ?? "Unknown error") }),
    refresh: () => void invalidate(USERS_PATH),
  });

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-6" data-users-tab>
      <TabHeader
        headingId="admin-users-heading"
        heading={
          <>
            {texts.heading}
            <HeadingCount shown={query.status === "success"}>{users.length}</HeadingCount>
          </>
        }
        intro={texts.intro}
        actions={
          <>
            <RefreshButton label={texts.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />
            <Button
              onPress={() => openForm(null)}
              className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2"
            >
              <SvgIcon drawing={iconPlus} className="h-4 w-4" />
              {texts.add}
            </Button>
          </>
        }
      />
      <FetchingStatus busy={query.isFetching} text={texts.refreshing} />

      <ListStates
        query={query}
        count={users.length}
        failedText={texts.toasts.loadFailed}
        retryLabel={texts.retry}
        loading={<ListLoading text={texts.loading} />}
        empty={<ListEmpty text={texts.empty} />}
      >
        <UserTable users={users} onEdit={openForm} onDelete={remove.ask} />
      </ListStates>

      <UserForm
        key={form?.key ?? 0}
        isOpen={form !== null}
        user={form?.user ?? null}
        onSaved={() => {
          setForm(null);
          void invalidate(USERS_PATH);
        }}
        onClose={() => setForm(null)}
      />
      {remove.dialog}
    </section>
  );
}

const cell = "px-4 py-3 align-middle";
const headCell = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase";

function UserTable({
  users,
  onEdit,
  onDelete,
}: {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  return (
    // Narrow screens scroll the table sideways; the region can be focused and scrolled by keyboard.
    <ScrollRegion
      label={texts.tableLabel}
      className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm" data-user-table>
        <thead className="border-b border-border bg-surface-muted">
          <tr>
            <th scope="col" className={headCell}>
              {texts.columns.username}
            </th>
            <th scope="col" className={headCell}>
              {texts.columns.name}
            </th>
            <th scope="col" className={headCell}>
              {texts.columns.email}
            </th>
            <th scope="col" className={headCell}>
              {texts.columns.role}
            </th>
            <th scope="col" className={headCell}>
              {texts.columns.status}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {texts.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => {
            const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
            return (
              <tr key={user.id} data-user-row={user.username}>
                <th scope="row" className={`${cell} text-left font-semibold text-fg`}>
                  {user.username}
                </th>
                <td className={`${cell} text-fg`}>{name || <span className="text-muted">{texts.none}</span>}</td>
                <td className={`${cell} break-all text-fg`}>
                  {user.email || <span className="text-muted">{texts.none}</span>}
                </td>
                <td className={cell}>
                  {user.role === "admin" ? (
                    <Badge tone="accent">{texts.roles.admin}</Badge>
                  ) : (
                    <Badge tone="muted">{texts.roles.user}</Badge>
                  )}
                </td>
                <td className={cell}>
                  {user.isActive ? (
                    <Badge tone="success">{texts.active}</Badge>
                  ) : (
                    <Badge tone="danger">{texts.inactive}</Badge>
                  )}
                </td>
                <td className={`${cell} text-right`}>
                  <div className="flex justify-end gap-2">
                    <Button
                      aria-label={texts.editLabel(user.username)}
                      onPress={() => onEdit(user)}
                      className={smallButton}
                    >
                      <SvgIcon drawing={iconPencil} className="h-4 w-4" />
                      {texts.edit}
                    </Button>
                    <Button
                      aria-label={texts.deleteLabel(user.username)}
                      onPress={() => onDelete(user)}
                      className={`${smallButton} text-danger`}
                    >
                      <SvgIcon drawing={iconTrash} className="h-4 w-4" />
                      {texts.delete}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
