// The block menu (docs/product.md#admin-blog): '/' typed at the start of an empty paragraph, or the
// '+' beside one, opens it at that paragraph. It is one popover of React Aria: a filter field that
// keeps the focus while the arrow keys move through the menu under it (React Aria's Autocomplete,
// so a screen reader hears each block as it is reached), Enter inserts the block, Escape closes.
// What '/' began is not lost: Escape or a press outside gives the paragraph the '/' and whatever
// was typed after it, as text; Backspace in the empty filter takes the '/' back, as it would in
// the text. The insertions themselves are in ./blocks.ts.
import { createContext, type ReactNode, type RefObject, useState } from "react";
import type { Path } from "slate";
import {
  Autocomplete,
  Dialog,
  Input,
  Menu,
  MenuItem,
  Popover,
  Text,
  TextField,
  useFilter,
} from "react-aria-components";
import { iconImage, SvgIcon } from "../../../../components/Icon";
import { editorTexts } from "./texts";
import type { MenuTextBlock } from "./blocks";
import { BLOCK_BUTTONS } from "./Toolbar";

const texts = editorTexts.blockMenu;

/** Every block the menu offers: the text blocks a paragraph turns into, and the ones inserted whole. */
export type MenuBlock = MenuTextBlock | "image" | "divider" | "call-to-action";

const TEXT_BLOCKS: readonly MenuTextBlock[] = [
  "heading-two",
  "heading-three",
  "bulleted-list",
  "numbered-list",
  "block-quote",
  "callout",
];

export const isTextBlock = (block: MenuBlock): block is MenuTextBlock =>
  (TEXT_BLOCKS as readonly string[]).includes(block);

/** Other words a writer may filter by, beside the block's name. */
const KEYWORDS: Record<MenuBlock, string> = {
  "heading-two": "h2 title section",
  "heading-three": "h3 subtitle subsection",
  "bulleted-list": "ul unordered bullets",
  "numbered-list": "ol ordered steps",
  "block-quote": "blockquote citation",
  callout: "note tip aside info",
  image: "picture photo figure upload",
  divider: "hr rule line separator",
  "call-to-action": "cta button link book booking resource",
};

const glyph = (drawing: ReactNode) => <SvgIcon drawing={drawing} className="h-4 w-4" />;

const OTHER_GLYPHS: Record<"callout" | "image" | "divider" | "call-to-action", ReactNode> = {
  callout: glyph(<path d="M12 8v4M12 16h.01M4 4h16v12H8l-4 4z" />),
  image: glyph(iconImage),
  divider: glyph(<path d="M3 12h18" />),
  "call-to-action": glyph(<path d="M5 12h14M13 6l6 6-6 6" />),
};

const glyphOf = (block: MenuBlock): ReactNode =>
  BLOCK_BUTTONS.find((button) => button.format === block)?.glyph ?? OTHER_GLYPHS[block as keyof typeof OTHER_GLYPHS];

const ITEMS = (Object.keys(KEYWORDS) as MenuBlock[]).map((id) => ({ id }));

/** Opens the block menu at the empty paragraph at this path (the '+' beside it); null while it cannot open. */
export const BlockMenuOpener = createContext<((paragraph: Path) => void) | null>(null);

/** How the menu was closed without a choice: dismissed (Escape, a press outside) or its '/' erased. */
export type MenuDismissal = { erased: boolean; typed: string };

export function BlockMenu({
  anchorRef,
  isOpen,
  onChoose,
  onDismiss,
}: {
  /** The paragraph the menu opens at. */
  anchorRef: RefObject<Element | null>;
  isOpen: boolean;
  onChoose: (block: MenuBlock) => void;
  onDismiss: (how: MenuDismissal) => void;
}) {
  const [typed, setTyped] = useState("");
  const { contains } = useFilter({ sensitivity: "base" });
  const close = (erased: boolean) => {
    onDismiss({ erased, typed });
    setTyped("");
  };
  return (
    <Popover
      triggerRef={anchorRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
      placement="bottom start"
      // The popover scrolls (React Aria caps its height to the room there is), not the menu: a scrolling
      // region must hold something focusable, and the menu's items have virtual focus only.
      className="w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-border bg-surface text-fg shadow-lg outline-none"
    >
      <Dialog aria-label={texts.label} className="outline-none" data-block-menu>
        <Autocomplete
          filter={(textValue, input, node) =>
            contains(textValue, input) || contains(KEYWORDS[node.key as MenuBlock] ?? "", input)
          }
        >
          <TextField
            aria-label={texts.filter}
            autoFocus
            value={typed}
            onChange={setTyped}
            onKeyDown={(event) => {
              if (event.key === "Backspace" && typed === "") {
                event.preventDefault();
                close(true);
              } else event.continuePropagation();
            }}
            className="sticky top-0 border-b border-border bg-surface p-2"
          >
            <Input
              placeholder={texts.filterPlaceholder}
              className="w-full rounded-md bg-surface-muted px-2 py-1.5 text-sm text-fg outline-none placeholder:text-muted data-focused:ring-2 data-focused:ring-ring"
            />
          </TextField>
          <Menu
            items={ITEMS}
            aria-label={texts.label}
            onAction={(key) => {
              setTyped("");
              onChoose(key as MenuBlock);
            }}
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{texts.empty}</p>}
            className="p-1 outline-none"
          >
            {(item) => (
              <MenuItem
                id={item.id}
                textValue={texts.blocks[item.id]}
                className="flex cursor-default items-center gap-3 rounded-md px-2 py-1.5 text-sm outline-none data-focused:bg-surface-muted data-focus-visible:ring-2 data-focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md border border-border bg-bg text-fg"
                >
                  {glyphOf(item.id)}
                </span>
                <span className="flex min-w-0 flex-col">
                  <Text slot="label" className="font-semibold">
                    {texts.blocks[item.id]}
                  </Text>
                  <Text slot="description" className="truncate text-xs text-muted">
                    {texts.hints[item.id]}
                  </Text>
                </span>
              </MenuItem>
            )}
          </Menu>
        </Autocomplete>
      </Dialog>
    </Popover>
  );
}
