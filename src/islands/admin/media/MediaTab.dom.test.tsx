// The Media tab as a component (decision 034), against the real app (tests/support/dom.ts): each
// image named as it was uploaded, the search over the whole library and 'Only unused images' (both
// kept in the address), and 'Delete selected': asked first, what nothing uses deleted, an image in
// use kept and named with its uses. The browser keeps the upload-to-cover flow and the 390 px
// layout (tests/e2e/admin-media.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, shown, toastSaying } from "../../../../tests/support/admin-dom";
import { SAME_ORIGIN, send, sessionFor, withCookie } from "../../../../tests/support/auth";
import { createPost } from "../../../../tests/support/factories";
import { pngImage } from "../../../../tests/support/images";
import { MULTIPART_TYPE, multipartBody } from "../../../../tests/support/multipart";

const app = await serveApp();
signIn(app);
const asAdmin = withCookie(sessionFor(app.services, 1).cookie);

/** Uploads a PNG as the admin's image fields do; answers its address. */
async function upload(fileName: string, width: number): Promise<string> {
  const res = await send(app.app, "/api/admin/upload/image", {
    method: "POST",
    headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
    body: multipartBody([{ field: "coverImage", fileName, content: pngImage(width, 20) }]),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { fullUrl: string } }).data.fullUrl;
}

await upload("Zebra offsite.png", 61);
await upload("Zebra chart.png", 62);
const cover = await upload("Zebra cover.png", 63);
createPost(app.services, { title: "Zebra launch", slug: "zebra-launch", coverImage: cover });

const names = () => [...document.querySelectorAll("[data-media-name]")].map((heading) => heading.textContent);
const countOf = (name: string) =>
  (app.sqlite.query("SELECT count(*) AS n FROM media WHERE original_name = ?").get(name) as { n: number }).n;

describe("the Media tab", () => {
  test("names each image as uploaded; searches the whole library as typed; 'Only unused images'", async () => {
    const { user, panel } = await openAdminTab("media");
    await waitFor(() => expect(names()).toContain("Zebra offsite.png"));
    const card = within(screen.getByRole("listitem", { name: "Zebra offsite.png" }));
    expect(card.getByText(/^Stored as /)).toBeTruthy();

    await user.type(panel.getByRole("searchbox", { name: "Search" }), "zebra");
    await waitFor(() => expect(names().sort()).toEqual(["Zebra chart.png", "Zebra cover.png", "Zebra offsite.png"]));
    expect(new URL(window.location.href).searchParams.get("q")).toBe("zebra");

    await user.click(panel.getByRole("checkbox", { name: "Only unused images" }));
    await waitFor(() => expect(names().sort()).toEqual(["Zebra chart.png", "Zebra offsite.png"]));
    expect(new URL(window.location.href).searchParams.get("unused")).toBe("true");

    await user.type(panel.getByRole("searchbox", { name: "Search" }), "-nothing");
    await waitFor(() => expect(shown("No image matches. Change the search or show every image.")).toBe(true));
  });

  test("'Delete selected' asks first, deletes what nothing uses and names the image it kept", async () => {
    const { user, panel } = await openAdminTab("media", "q=zebra");
    await waitFor(() => expect(names().length).toBe(3));
    await user.click(panel.getByRole("checkbox", { name: "Select Zebra offsite.png" }));
    expect(shown("1 selected")).toBe(true);
    const all = panel.getByRole("checkbox", { name: "Select all on this page" }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(shown("3 selected")).toBe(true);

    // Cancelled: nothing goes.
    await user.click(panel.getByRole("button", { name: "Delete selected (3)" }));
    let confirm = within(await screen.findByRole("alertdialog", { name: "Delete 3 images?" }));
    await user.click(confirm.getByRole("button", { name: "Cancel" }));
    expect(countOf("Zebra chart.png")).toBe(1);

    await user.click(panel.getByRole("button", { name: "Delete selected (3)" }));
    confirm = within(await screen.findByRole("alertdialog", { name: "Delete 3 images?" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await toastSaying("2 images deleted, 1 kept: still in use");
    const kept = within(await screen.findByRole("alertdialog", { name: "This image is in use" }));
    expect(kept.getByRole("link", { name: 'Blog post "Zebra launch" (cover)' })).toBeTruthy();
    await user.click(kept.getByRole("button", { name: "Close" }));

    await waitFor(() => expect(names()).toEqual(["Zebra cover.png"]));
    expect([countOf("Zebra offsite.png"), countOf("Zebra chart.png"), countOf("Zebra cover.png")]).toEqual([0, 0, 1]);
    // The image kept stays selected, so the choice is not lost.
    expect(shown("1 selected")).toBe(true);
  });
});
