// docs/product.md#media: the alt text the post editor's image dialog gives an image from the library
// is kept with the library's item at once, when the item has none; the library's own text is
// never overwritten. The editor as a component, against the real app (tests/support/dom.ts); the
// picker's search reaches the whole library.
import { describe, expect, test } from "bun:test";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { serveApp, signIn } from "../../../../../tests/support/dom";
import { replace } from "../../../../../tests/support/admin-dom";
import { SAME_ORIGIN, send, sessionFor, withCookie } from "../../../../../tests/support/auth";
import { pngImage } from "../../../../../tests/support/images";
import { MULTIPART_TYPE, multipartBody, type Part } from "../../../../../tests/support/multipart";
import { RichTextEditor } from "./RichTextEditor";
import { emptyDocument } from "./types";

const app = await serveApp();
signIn(app);
const asAdmin = withCookie(sessionFor(app.services, 1).cookie);

async function upload(fileName: string, width: number, extra: Part[] = []): Promise<number> {
  const res = await send(app.app, "/api/admin/upload/image", {
    method: "POST",
    headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
    body: multipartBody([{ field: "coverImage", fileName, content: pngImage(width, 30) }, ...extra]),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { media: { id: number } } }).data.media.id;
}

const bare = await upload("Quokka whiteboard.png", 71);
const described = await upload("Quokka described.png", 72, [{ field: "alt", content: "The library's own words" }]);
const altOf = (id: number) => (app.sqlite.query("SELECT alt FROM media WHERE id = ?").get(id) as { alt: string }).alt;

/** Opens the image dialog, chooses `name` from the library through its search, gives `alt`, inserts. */
async function insertFromLibrary(name: string, alt: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole("button", { name: "Insert image" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Insert image" }));
  await user.click(dialog.getByRole("button", { name: "Choose from library" }));
  const picker = within(await screen.findByRole("dialog", { name: "Choose from library" }));
  await user.type(picker.getByRole("searchbox", { name: "Search" }), "quokka");
  await waitFor(() => expect(picker.getAllByRole("row").length).toBe(2));
  await user.click(picker.getByRole("row", { name: new RegExp(name) }));
  await user.click(picker.getByRole("button", { name: "Choose" }));
  const field = dialog.getByRole("textbox", { name: /Alternative text/ });
  await replace(user, field, alt);
  await user.click(dialog.getByRole("button", { name: "Insert image" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Insert image" })).toBeNull());
}

describe("the editor's image dialog", () => {
  test("gives a library item without alt text the one written here; never overwrites the library's", async () => {
    render(<RichTextEditor labelId="body-label" id="body" initialValue={emptyDocument()} onChange={() => {}} />);
    await insertFromLibrary("Quokka whiteboard.png", "Team at the whiteboard");
    await waitFor(() => expect(altOf(bare)).toBe("Team at the whiteboard"));

    await insertFromLibrary("The library's own words", "Other words for this post");
    expect(screen.getAllByRole("img", { name: "Other words for this post" }).length).toBeGreaterThan(0);
    expect(altOf(described)).toBe("The library's own words");
  });
});
