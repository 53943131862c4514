// The Users tab (docs/product.md#screens, #validation, #errors, #limits): 'User Management', a table of every account (Username,
// Name, with the public profile's display name and title when set (docs/product.md#people), Email,
// Role (docs/product.md#roles: Author, Editor, Administrator or No admin access), Status Active,
// Inactive, or 'Author, no sign-in' for a person who writes but never signs in, Actions), read from
// GET /api/users every 30 seconds while shown and after each change, with Refresh and 'Add User'.
// Each row has Edit (the form in a dialog; a blank password keeps the current one), Reset
// two-factor (./reset-two-factor.tsx) and Delete (asked first: 'This action cannot be undone'). A list that cannot be read shows the reason and a
// retry button: the product's sample admin entry would show an account that may not exist (docs/architecture.md#departures).
import { userAdminTexts as texts } from "./texts";
import { AdminTable, ListTab } from "../shared/lists/list-layout";
import { Button } from "react-aria-components";
import { AddButton, Badge, EditDeleteButtons, smallButton } from "../shared/ui/admin-ui";
import type { AdminUser } from "../shared/data/api-types";
import { ADMIN_PEOPLE_PATH, USERS_PATH, userPath } from "../shared/data/paths";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { useFormDialog } from "../shared/forms/editing";
import { useListView } from "../shared/lists/ListToolbar";
import { listViews } from "../shared/lists/list-views";
import { invalidatePrefix } from "../shared/data/query";
import { useResetTwoFactor } from "./reset-two-factor";
import { UserForm } from "./UserForm";
import { Invitations } from "./invitations";

/** How often the users list is read again while shown (docs/product.md#limits). */
const USER_LIST_REFRESH_MS = 30_000;

export default function UsersTab() {
  const {
    query,
    items: users,
    total,
    toolbar,
    footer,
  } = useListView<AdminUser>(USERS_PATH, listViews.users, {
    refetchIntervalMs: USER_LIST_REFRESH_MS,
    loadFailedToast: texts.loadFailed,
  });
  // The blog form's Author suggestions are the users with a display name: a user write may change them.
  const refreshed = [ADMIN_PEOPLE_PATH];
  const form = useFormDialog<AdminUser>(USERS_PATH, refreshed);

  const remove = useDeleteWithConfirm<AdminUser>({
    pathOf: (user) => userPath(user.id),
    nameOf: (user) => user.username,
    noun: "user",
    texts,
    refresh: () => {
      for (const path of [USERS_PATH, ...refreshed]) void invalidatePrefix(path);
    },
  });

  const resetTwoFactor = useResetTwoFactor();

  return (
    <ListTab
      name="users"
      query={query}
      view={{ total, toolbar, footer }}
      texts={texts}
      actions={<AddButton label={texts.add} onPress={() => form.open(null)} />}
      after={
        <>
          <UserForm key={form.key} {...form.props} />
          {remove.dialog}
          {resetTwoFactor.dialog}
          <Invitations />
        </>
      }
    >
      <UserTable users={users} onEdit={form.open} onDelete={remove.ask} onResetTwoFactor={resetTwoFactor.ask} />
    </ListTab>
  );
}

const cell = "px-4 py-3 align-middle";

function UserTable({
  users,
  onEdit,
  onDelete,
  onResetTwoFactor,
}: {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onResetTwoFactor: (user: AdminUser) => void;
}) {
  const { columns } = texts;
  return (
    <AdminTable
      name="user-table"
      label={texts.tableLabel}
      minWidth="min-w-[44rem]"
      columns={[
        columns.username,
        columns.name,
        columns.email,
        columns.role,
        columns.status,
        { label: columns.actions, align: "right" },
      ]}
    >
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
        return (
          <tr key={user.id} data-user-row={user.username}>
            <th scope="row" className={`${cell} text-left font-semibold text-fg`}>
              {user.username}
            </th>
            <td className={`${cell} text-fg`}>
              {name || <span className="text-muted">{texts.none}</span>}
              {user.displayName ? (
                <span className="block text-sm text-muted" data-user-profile>
                  {texts.profileLine(user.displayName, user.jobTitle)}
                </span>
              ) : null}
            </td>
            <td className={`${cell} break-all text-fg`}>
              {user.email || <span className="text-muted">{texts.none}</span>}
            </td>
            <td className={cell}>
              <Badge tone={user.role === "admin" ? "accent" : user.role === "user" ? "muted" : "success"}>
                {user.roleLabel}
              </Badge>
            </td>
            <td className={cell}>
              {user.status === "active" ? (
                <Badge tone="success">{texts.active}</Badge>
              ) : user.status === "author" ? (
                <Badge tone="muted">{texts.author}</Badge>
              ) : (
                <Badge tone="danger">{texts.inactive}</Badge>
              )}
            </td>
            <td className={`${cell} text-right`}>
              <div className="flex justify-end gap-2">
                <Button
                  onPress={() => onResetTwoFactor(user)}
                  aria-label={texts.resetTwoFactor.label(user.username)}
                  className={smallButton}
                >
                  {texts.resetTwoFactor.button}
                </Button>
                <EditDeleteButtons
                  labels={texts}
                  name={user.username}
                  edit={() => onEdit(user)}
                  onDelete={() => onDelete(user)}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
