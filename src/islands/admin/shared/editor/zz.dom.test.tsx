import { test } from "bun:test";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { BlockMenu } from "./BlockMenu";

function MenuAt() {
  const anchor = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <p ref={anchor}>Empty paragraph</p>
      <BlockMenu anchorRef={anchor} isOpen onChoose={() => {}} onDismiss={() => {}} />
    </>
  );
}
test("render", async () => {
  console.log("before render");
  render(<MenuAt />);
  console.log("after render");
  const d = await screen.findByRole("dialog");
  console.log("found", d.outerHTML.length, document.activeElement?.outerHTML.slice(0, 80));
  const user = userEvent.setup({ delay: null });
  const input = screen.getByRole("textbox");
  await user.type(input, "c");
  console.log("typed c", screen.getAllByRole("menuitem").length);
  await user.keyboard("{ArrowDown}");
  console.log("down");
});
