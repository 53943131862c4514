// The list of keyboard shortcuts under the editor, from the same table the toolbar announces.
import { editorTexts as texts } from "./texts";
import { BLOCK_SHORTCUTS, MARK_SHORTCUTS, SHORTCUTS } from "./keyboard";
import { BLOCK_BUTTONS, MARK_BUTTONS } from "./Toolbar";

export function ShortcutList({ id }: { id: string }) {
  const rows: [string, string][] = [
    ...MARK_SHORTCUTS.map((mark): [string, string] => [
      texts.buttons[MARK_BUTTONS.find((b) => b.mark === mark)!.label],
      SHORTCUTS[mark].label,
    ]),
    ...BLOCK_SHORTCUTS.map((format): [string, string] => [
      texts.buttons[BLOCK_BUTTONS.find((b) => b.format === format)!.label],
      SHORTCUTS[format].label,
    ]),
    [texts.buttons.link, SHORTCUTS.link.label],
    [texts.buttons.undo, SHORTCUTS.undo.label],
    [texts.buttons.redo, SHORTCUTS.redo.label],
    [texts.blockMenu.label, "/ at the start of an empty paragraph"],
    ["Line break", "Shift+Enter"],
    ["Markdown", "## ### - 1. > ``` then Space"],
  ];
  return (
    <dl id={id} className="mt-2 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-fg">
      {rows.map(([name, keys]) => (
        <div key={name} className="contents">
          <dt>{name}</dt>
          <dd className="font-mono">{keys}</dd>
        </div>
      ))}
    </dl>
  );
}
