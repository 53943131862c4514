// The portrait's crop dialog (docs/product.md#admin-settings): the chosen photo behind a square
// frame, moved by dragging it or with the arrow keys, zoomed with a slider or the + and - keys.
// 'Save portrait' makes the square at the pages' sizes and uploads only those (portrait-images.ts),
// with its progress and a button that stops it; 'Cancel' throws the photo away. A failed or
// stopped upload keeps the dialog and its crop, so the admin can try again. The numbers are crop.ts's.
import { type FormEvent, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
import { showToast } from "../../../client/toasts";
import { FormDialog } from "../../../components/ui/FormDialog";
import { dialogTexts } from "../shared/forms/texts";
import { uploadProgressTexts } from "../shared/uploads/texts";
import { settingsAdminTexts } from "./texts";
import { FormActions, focusRing } from "../shared/ui/admin-ui";
import { UploadProgressBar } from "../shared/uploads/UploadField";
import { UploadError, type UploadHandle } from "../shared/uploads/upload";
import {
  type Crop,
  centredCrop,
  dragCrop,
  imageLayout,
  keyStep,
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  ZOOM_STEP,
  zoomCrop,
  zoomOf,
} from "./crop";
import { type LoadedPhoto, makePortraitFiles, uploadPortrait } from "./portrait-images";

const texts = settingsAdminTexts.portrait;
const uploadTexts = uploadProgressTexts;

/** The arrow keys, as the way each moves the photo. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function PortraitCropDialog({
  photo,
  alt,
  onUploaded,
  onCancel,
}: {
  photo: LoadedPhoto;
  /** The image's alt text: the founder's name. */
  alt: string;
  onUploaded: (url: string) => void;
  onCancel: () => void;
}) {
  const [crop, setCrop] = useState<Crop>(() => centredCrop(photo));
  /** How much of the upload was sent, while it runs; null otherwise. */
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const upload = useRef<UploadHandle<string> | null>(null);
  const instructionsId = useId();
  const uploading = progress !== null;

  // A dialog closed while sending stops the upload.
  useEffect(() => () => upload.current?.abort(), []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits inside the settings form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    if (uploading) return;
    setProgress({ loaded: 0, total: 0 });
    try {
      const files = await makePortraitFiles(photo.image, crop);
      const handle = uploadPortrait(files, alt, setProgress, uploadTexts);
      upload.current = handle;
      const url = await handle.result;
      upload.current = null;
      onUploaded(url);
    } catch (error) {
      upload.current = null;
      setProgress(null);
      if (error instanceof UploadError && error.aborted) {
        showToast({ title: uploadTexts.cancelled });
        return;
      }
      console.error("Uploading the portrait failed:", error);
      showToast({
        title: settingsAdminTexts.toasts.portraitFailed,
        description: error instanceof Error ? error.message : texts.encodeFailed,
        variant: "destructive",
      });
    }
  }

  return (
    <FormDialog
      isOpen
      title={texts.dialogTitle}
      closeLabel={dialogTexts.close}
      onClose={onCancel}
      isBusy={uploading}
      width="max-w-lg"
      dataName="portrait-crop-dialog"
    >
      {/* A plain form: React Aria's Form would take the settings form's props (its onSubmit) from context. */}
      <form onSubmit={save} className="flex flex-col gap-5">
        <p id={instructionsId} className="text-sm text-muted">
          {texts.instructions}
        </p>
        <CropFrame photo={photo} crop={crop} onCrop={setCrop} isDisabled={uploading} describedBy={instructionsId} />
        <ZoomSlider
          zoom={zoomOf(photo, crop)}
          onZoom={(zoom) => setCrop((current) => zoomCrop(photo, current, zoom))}
          isDisabled={uploading}
        />
        <div className="min-h-12">
          {progress ? (
            <UploadProgressBar
              progress={{ name: texts.progressName, ...progress }}
              onCancel={() => upload.current?.abort()}
            />
          ) : null}
        </div>
        <FormActions
          saving={false}
          submitDisabled={uploading}
          submitLabel={uploading ? texts.saving : texts.save}
          cancelLabel={texts.cancel}
          onCancel={onCancel}
        />
      </form>
    </FormDialog>
  );
}

/**
 * The square the portrait will be: the photo drawn so that the crop fills it (in percentages of
 * the frame, which is square, so no measuring is needed to draw). A drag moves the photo under the
 * pointer; the arrow keys move it a step, + and - zoom.
 */
function CropFrame({
  photo,
  crop,
  onCrop,
  isDisabled,
  describedBy,
}: {
  photo: LoadedPhoto;
  crop: Crop;
  onCrop: (update: (crop: Crop) => Crop) => void;
  isDisabled: boolean;
  /** The id of the instructions. */
  describedBy: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const layout = imageLayout(photo, crop, 100);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (isDisabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current;
    if (!from || from.pointer !== event.pointerId) return;
    const width = frame.current?.getBoundingClientRect().width ?? 0;
    if (width <= 0) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    onCrop((current) => dragCrop(photo, current, dx, dy, width));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isDisabled) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      // The photo moves the arrow's way, so the square over it moves the other.
      onCrop((current) => {
        const step = keyStep(current, event.shiftKey);
        return moveCrop(photo, current, -arrow[0] * step, -arrow[1] * step);
      });
    } else if (event.key === "+" || event.key === "=") {
      event.preventDefault();
      onCrop((current) => zoomCrop(photo, current, zoomOf(photo, current) + ZOOM_STEP));
    } else if (event.key === "-" || event.key === "_") {
      event.preventDefault();
      onCrop((current) => zoomCrop(photo, current, zoomOf(photo, current) - ZOOM_STEP));
    }
  }

  return (
    <div
      ref={frame}
      role="application"
      aria-label={texts.frameLabel}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the arrow, + and - keys, so it must be reachable by keyboard
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      data-crop-frame
      className="relative mx-auto aspect-square w-full max-w-80 cursor-move touch-none overflow-hidden rounded-lg border border-border bg-surface-muted outline-none select-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
    >
      <img
        src={photo.url}
        alt=""
        draggable={false}
        className="pointer-events-none absolute max-w-none"
        style={{
          left: `${layout.left}%`,
          top: `${layout.top}%`,
          width: `${layout.width}%`,
          height: `${layout.height}%`,
        }}
      />
      {/* Where a round portrait will show it: the circle inside the square. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-full ring-2 ring-white/80" />
    </div>
  );
}

function ZoomSlider({
  zoom,
  onZoom,
  isDisabled,
}: {
  zoom: number;
  onZoom: (zoom: number) => void;
  isDisabled: boolean;
}) {
  return (
    <Slider
      value={zoom}
      onChange={onZoom}
      minValue={MIN_ZOOM}
      maxValue={MAX_ZOOM}
      step={ZOOM_STEP / 10}
      isDisabled={isDisabled}
      formatOptions={{ style: "percent", maximumFractionDigits: 0 }}
      className="flex flex-col gap-2"
    >
      <div className="flex justify-between text-sm">
        <Label className="font-semibold text-fg">{texts.zoom}</Label>
        <SliderOutput className="text-muted" />
      </div>
      <SliderTrack className="relative h-6 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-2 w-full -translate-y-1/2 rounded-full bg-border" />
            <div
              className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-primary"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb
              className={`top-1/2 h-5 w-5 rounded-full border-2 border-primary bg-surface shadow ${focusRing} data-dragging:bg-primary`}
            />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
