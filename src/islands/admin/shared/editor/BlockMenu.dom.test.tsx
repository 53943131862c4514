// The block menu and the call to action's dialog as components (decision 034), against the real
// app (tests/support/dom.ts): the menu's names for a screen reader, filtering by name and by other
// words, the keys (arrows and Enter choose, Escape and Backspace close and say how), and the call
// to action built from the published resources the public list answers. The browser keeps the
// whole flow ('/' in the text, an uploaded image, the public page: tests/e2e/admin-editor.e2e.ts).
import { describe, expect, mock, test } from "bun:test";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { createEditor } from "slate";
import { withHistory } from "slate-history";
import { withReact } from "slate-react";
import { serveApp, signIn } from "../../../../../tests/support/dom";
import { BlockMenu, type MenuBlock, type MenuDismissal } from "./BlockMenu";
import { CallToActionDialog } from "./CallToActionDialog";
import { withPostEditor } from "./commands";
import type { BlockElement } from "./types";

const app = await serveApp();
signIn(app);

// The public list is answered from the render cache, which keeps its answers as Blobs; under the
// DOM, the global Blob is happy-dom's, which Bun.serve sends as the text "[object Blob]". While
// the dialog reads it, the server side makes Bun's own Blobs again, as it does in production.
const BunBlob = (await new Response("").blob()).constructor as typeof Blob;
function withBunBlobs() {
  const domBlob = globalThis.Blob;
  globalThis.Blob = BunBlob;
  return () => {
    globalThis.Blob = domBlob;
  };
}

function MenuAt({
  onChoose,
  onDismiss,
}: {
  onChoose: (block: MenuBlock) => void;
  onDismiss: (how: MenuDismissal) => void;
}) {
  const anchor = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <p ref={anchor}>Empty paragraph</p>
      <BlockMenu
        anchorRef={anchor}
        isOpen={open}
        onChoose={(block) => {
          setOpen(false);
          onChoose(block);
        }}
        onDismiss={(how) => {
          setOpen(false);
          onDismiss(how);
        }}
      />
    </>
  );
}

async function openMenu() {
  const user = userEvent.setup({ delay: null });
  const onChoose = mock((_block: MenuBlock) => {});
  const onDismiss = mock((_how: MenuDismissal) => {});
  render(<MenuAt onChoose={onChoose} onDismiss={onDismiss} />);
  const dialog = within(await screen.findByRole("dialog", { name: "Insert a block" }));
  const filter = dialog.getByRole("textbox", { name: "Filter blocks" });
  // The field takes the focus as the menu opens in a browser (tests/e2e/admin-editor.e2e.ts); under
  // happy-dom the dialog keeps it, so the test puts it there.
  await user.click(filter);
  return { user, dialog, filter, onChoose, onDismiss };
}

describe("the block menu", () => {
  test("offers every block by name, filters by name and other words, and Enter inserts the one reached", async () => {
    const { user, dialog, filter, onChoose } = await openMenu();
    expect(dialog.getByRole("menu", { name: "Insert a block" })).toBeTruthy();
    // Each named by its label alone (its line of description is its description).
    const names = dialog
      .getAllByRole("menuitem")
      .map((item) => document.getElementById(item.getAttribute("aria-labelledby") ?? "")?.textContent);
    expect(names).toEqual([
      "Heading 2",
      "Heading 3",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Callout",
      "Image",
      "Divider",
      "Call to action",
    ]);
    await user.type(filter, "call");
    await waitFor(() => expect(dialog.getAllByRole("menuitem").length).toBe(2));
    await user.clear(filter);
    await user.type(filter, "hr");
    await waitFor(() => expect(dialog.getAllByRole("menuitem").length).toBe(1));
    expect(dialog.getByRole("menuitem", { name: "Divider" })).toBeTruthy();
    await user.clear(filter);
    await user.type(filter, "zzz");
    await waitFor(() => expect(dialog.getByText("No block matches")).toBeTruthy());
    await user.clear(filter);
    await user.type(filter, "head");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]![0]).toBe("heading-three");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("Escape closes it with what was typed; Backspace in the empty filter takes the '/' back", async () => {
    const first = await openMenu();
    await first.user.type(first.filter, "and/or");
    await first.user.keyboard("{Escape}");
    await waitFor(() => expect(first.onDismiss).toHaveBeenCalledTimes(1));
    expect(first.onDismiss.mock.calls[0]![0]).toEqual({ erased: false, typed: "and/or" });
    expect(first.onChoose).not.toHaveBeenCalled();

    // Only the first menu's tree goes: the body also holds the page's toast region (src/client/toasts.ts),
    // whose own root would later fail to remove a region wiped from under it.
    cleanup();
    const second = await openMenu();
    await second.user.keyboard("{Backspace}");
    await waitFor(() => expect(second.onDismiss).toHaveBeenCalledTimes(1));
    expect(second.onDismiss.mock.calls[0]![0]).toEqual({ erased: true, typed: "" });
  });
});

describe("the call to action's dialog", () => {
  test("links to the booking page or a published resource, with the button's text it suggests", async () => {
    const restoreBlobs = withBunBlobs();
    try {
      await insertsACallToAction();
    } finally {
      restoreBlobs();
    }
  });
});

async function insertsACallToAction() {
  const user = userEvent.setup({ delay: null });
  const editor = withPostEditor(withHistory(withReact(createEditor())));
  editor.children = [{ type: "paragraph", children: [{ text: "" }] }];
  const start = { path: [0, 0], offset: 0 };
  const onClose = mock(() => {});
  render(<CallToActionDialog isOpen editor={editor} at={{ anchor: start, focus: start }} onClose={onClose} />);
  const dialog = within(await screen.findByRole("dialog", { name: "Call to action" }));
  await waitFor(() => expect(dialog.getByRole("button", { name: /Links to/ })).toBeTruthy());

  // Nothing chosen: both fields say what they need, and nothing is inserted.
  await user.click(dialog.getByRole("button", { name: "Insert call to action" }));
  expect(dialog.getByText("Choose where the call to action leads.")).toBeTruthy();
  expect(dialog.getByText("Please enter the button's text.")).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();

  const { title, slug } = app.sqlite
    .query("SELECT title, slug FROM resources WHERE published = 1 ORDER BY id LIMIT 1")
    .get() as { title: string; slug: string };
  await user.click(dialog.getByRole("button", { name: /Links to/ }));
  await user.click(await screen.findByRole("option", { name: `Resource: ${title}` }));
  expect(dialog.getByRole("textbox", { name: /Button text/ })).toHaveProperty("value", `Get ${title}`);
  await user.click(dialog.getByRole("button", { name: "Insert call to action" }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect((editor.children as BlockElement[])[0]).toEqual({
    type: "call-to-action",
    url: `/resources/${slug}`,
    label: `Get ${title}`,
    children: [{ text: "" }],
  });
}
