// The publish menu of an item's editor page (docs/product.md#editor, #scheduled): one component
// for posts, resources and case studies. A draft has 'Save draft' and 'Publish ▾' (Now, or
// Schedule…: a dialog with presets and a date and time picker on the site's clock, to the minute);
// a scheduled item 'Update', 'Publish now' and 'Unschedule'; a published one 'Update' and
// 'Unpublish'. A role that may not publish (`canPublish` false: an Author) sees 'Save draft' alone.
// The page decides what each action sends; the server refuses what the role may not do anyway.
import type { CalendarDateTime } from "@internationalized/date";
import { useState } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Text,
} from "react-aria-components";
import { iconChevronDown, SvgIcon } from "../../../../components/Icon";
import { ModalFrame } from "../../../../components/ui/ModalFrame";
import { formatDateTime } from "../../../../shared/format";
import { useSiteTimeZone } from "../data/site-time-zone";
import { focusRing } from "../ui/admin-ui";
import { instantOfPickerValue, pickerValueOf, schedulePresets } from "./schedule";
import { publishMenuTexts as texts } from "./texts";

/** Where the item stands for visitors. */
export type PublicationState = "draft" | "scheduled" | "published";

/** What a button of the menu asks the page to do. */
export type PublishAction =
  | { type: "save" }
  | { type: "publish"; at: Date | null }
  | { type: "publish-now" }
  | { type: "unschedule" }
  | { type: "unpublish" };

export function publicationStateOf(item: { published: boolean; publishedAt: string | null } | null): PublicationState {
  if (!item?.published) return "draft";
  return item.publishedAt && new Date(item.publishedAt).getTime() > Date.now() ? "scheduled" : "published";
}

const menuItemClass =
  "cursor-pointer rounded-md px-3 py-2 text-sm text-fg outline-none data-focused:bg-surface-muted data-focused:text-fg";

export function PublishMenu({
  state,
  publishedAt,
  canPublish,
  busy,
  onAction,
}: {
  state: PublicationState;
  publishedAt: string | null;
  canPublish: boolean;
  busy: boolean;
  onAction: (action: PublishAction) => void;
}) {
  const timeZone = useSiteTimeZone();
  const [scheduling, setScheduling] = useState(false);
  const when = publishedAt ? formatDateTime(publishedAt, timeZone) : "";
  const status =
    state === "scheduled" ? texts.scheduledFor(when) : state === "published" ? texts.publishedOn(when) : texts.draft;
  const button = (label: string, action: PublishAction, primary = false) => (
    <Button
      onPress={() => onAction(action)}
      isDisabled={busy}
      className={`${primary ? "btn-primary" : "btn-outline"} ${focusRing}`}
      data-publish-action={action.type}
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-wrap items-center gap-3" data-publish-menu={state}>
      <p className="mr-auto text-sm text-muted" data-publication-state>
        {status}
        {!canPublish ? ` · ${texts.authorNote}` : null}
      </p>
      {state === "draft"
        ? button(texts.saveDraft, { type: "save" }, !canPublish)
        : button(texts.update, { type: "save" }, true)}
      {canPublish && state === "draft" ? (
        <MenuTrigger>
          <Button isDisabled={busy} className={`btn-primary ${focusRing}`} aria-label={texts.publishMenu}>
            {texts.publish}
            <SvgIcon drawing={iconChevronDown} className="h-4 w-4" />
          </Button>
          <Popover placement="bottom end" className="min-w-44 rounded-lg border border-border bg-surface p-1 shadow-lg">
            <Menu
              className="outline-none"
              onAction={(key) => (key === "now" ? onAction({ type: "publish", at: null }) : setScheduling(true))}
            >
              <MenuItem id="now" className={menuItemClass}>
                {texts.now}
              </MenuItem>
              <MenuItem id="schedule" className={menuItemClass}>
                {texts.schedule}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : null}
      {canPublish && state === "scheduled" ? (
        <>
          {button(texts.publishNow, { type: "publish-now" })}
          {button(texts.unschedule, { type: "unschedule" })}
        </>
      ) : null}
      {canPublish && state === "published" ? button(texts.unpublish, { type: "unpublish" }) : null}
      <ScheduleDialog
        isOpen={scheduling}
        onClose={() => setScheduling(false)}
        onSchedule={(at) => {
          setScheduling(false);
          onAction({ type: "publish", at });
        }}
      />
    </div>
  );
}

/** 'Schedule…': a preset or a date and time on the site's clock, checked to be still to come. */
function ScheduleDialog({
  isOpen,
  onClose,
  onSchedule,
}: {
  isOpen: boolean;
  onClose: () => void;
  onSchedule: (at: Date) => void;
}) {
  const timeZone = useSiteTimeZone();
  const [value, setValue] = useState<CalendarDateTime | null>(null);
  const [tried, setTried] = useState(false);
  // Read each time the dialog draws: it may stay open across midnight.
  const presets = schedulePresets(new Date(), timeZone);
  const at = value ? instantOfPickerValue(value, timeZone) : null;
  const invalid = tried && (at === null || at.getTime() <= Date.now());
  const close = () => {
    setValue(null);
    setTried(false);
    onClose();
  };

  return (
    <ModalFrame isOpen={isOpen} onClose={close}>
      <Dialog className="flex flex-col gap-5 p-6 outline-none" data-schedule-dialog>
        <Heading slot="title" className="font-heading text-xl font-semibold text-fg">
          {texts.dialogTitle}
        </Heading>
        <Group aria-label={texts.presetsLabel} className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button
              key={preset.id}
              onPress={() => setValue(pickerValueOf(preset.at, timeZone))}
              className={`btn-outline ${focusRing}`}
              data-schedule-preset={preset.id}
            >
              {texts.presets[preset.id]}
            </Button>
          ))}
        </Group>
        <DatePicker
          value={value}
          onChange={setValue}
          granularity="minute"
          hourCycle={24}
          isInvalid={invalid}
          className="flex flex-col gap-1.5"
        >
          <Label className="text-sm font-semibold text-fg">{texts.pickerLabel}</Label>
          <Group className="flex items-center justify-between gap-2 rounded-md border border-border bg-bg px-3 py-2 data-focus-within:ring-2 data-focus-within:ring-ring data-invalid:border-danger">
            <DateInput className="flex text-fg">
              {(segment) => (
                <DateSegment
                  segment={segment}
                  className="rounded px-0.5 tabular-nums outline-none data-focused:bg-primary data-focused:text-primary-fg data-placeholder:text-muted"
                />
              )}
            </DateInput>
            <Button className={`rounded p-1 text-muted ${focusRing}`}>
              <SvgIcon drawing={iconChevronDown} className="h-4 w-4" />
            </Button>
          </Group>
          <Text slot="description" className="text-sm text-muted">
            {texts.pickerDescription(timeZone)}
          </Text>
          <FieldError className="text-sm font-medium text-danger">{texts.mustBeLater}</FieldError>
          <Popover className="rounded-lg border border-border bg-surface p-3 shadow-lg">
            <Dialog className="outline-none">
              <Calendar>
                <header className="mb-2 flex items-center justify-between gap-2">
                  <Button slot="previous" className={`btn-outline px-2 py-1 ${focusRing}`}>
                    ‹
                  </Button>
                  <Heading className="text-sm font-semibold text-fg" />
                  <Button slot="next" className={`btn-outline px-2 py-1 ${focusRing}`}>
                    ›
                  </Button>
                </header>
                <CalendarGrid>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className="flex h-9 w-9 items-center justify-center rounded-md text-sm text-fg outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-outside-month:text-muted data-selected:bg-primary data-selected:text-primary-fg"
                    />
                  )}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
        <div className="flex justify-end gap-3 border-t border-border pt-5">
          <Button onPress={close} className={`btn-outline ${focusRing}`}>
            {texts.cancel}
          </Button>
          <Button
            onPress={() => {
              setTried(true);
              if (at && at.getTime() > Date.now()) onSchedule(at);
            }}
            className={`btn-primary ${focusRing}`}
            data-schedule-confirm
          >
            {texts.confirm}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
