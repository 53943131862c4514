// The portrait's square crop as numbers (docs/product.md#admin-settings): where the square sits on
// the original image, how moving and zooming change it, how the dialog draws the image behind its
// frame, and which sizes the browser makes of it. Pure, so it is tested without a browser; the
// dialog (PortraitCropDialog.tsx) only turns pointer and key events into these calls.
//
// Everything is in the original image's pixels. At zoom 1 the square is the largest that fits (the
// image's shorter side); zooming in shrinks it around its centre. The square never leaves the
// image, so every pixel of the portrait is one of the photo's.

export type ImageSize = { width: number; height: number };

/** The square taken from the image: its top-left corner and side, in the image's pixels. */
export type Crop = { x: number; y: number; size: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The sizes the pages use for the portrait, largest first (the largest is the stored image). */
export const PORTRAIT_SIZES = [640, 320, 160] as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The zoom kept between MIN_ZOOM and MAX_ZOOM, to a thousandth: steps of 0.1 added in floating
 * point (1.5000000000000004) would otherwise make a 300 px image's square 199.99… px, one pixel
 * short of the 200 the admin asked for.
 */
function clampZoom(zoom: number): number {
  return clamp(Math.round((Number.isFinite(zoom) ? zoom : MIN_ZOOM) * 1000) / 1000, MIN_ZOOM, MAX_ZOOM);
}

/** The square of side `size` centred on (cx, cy), moved back inside the image where it would leave it. */
function squareAround(image: ImageSize, cx: number, cy: number, size: number): Crop {
  return {
    x: clamp(cx - size / 2, 0, image.width - size),
    y: clamp(cy - size / 2, 0, image.height - size),
    size,
  };
}

/** The side of the square at `zoom`: the image's shorter side, divided by the zoom. */
function sideAt(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / clampZoom(zoom);
}

/** Where the dialog starts: the largest square, in the middle of the image. */
export function centredCrop(image: ImageSize): Crop {
  return squareAround(image, image.width / 2, image.height / 2, sideAt(image, MIN_ZOOM));
}

/** The zoom a crop stands for (1 for the largest square). */
export function zoomOf(image: ImageSize, crop: Crop): number {
  return Math.min(image.width, image.height) / crop.size;
}

/** The crop at another zoom (kept between MIN_ZOOM and MAX_ZOOM), around the same centre where it can be. */
export function zoomCrop(image: ImageSize, crop: Crop, zoom: number): Crop {
  return squareAround(image, crop.x + crop.size / 2, crop.y + crop.size / 2, sideAt(image, zoom));
}

/** The crop moved by (dx, dy) of the image's pixels, stopping at the image's edges. */
export function moveCrop(image: ImageSize, crop: Crop, dx: number, dy: number): Crop {
  return squareAround(image, crop.x + crop.size / 2 + dx, crop.y + crop.size / 2 + dy, crop.size);
}

/**
 * The crop after the image was dragged by (dx, dy) screen pixels in a frame `frame` pixels wide:
 * the image follows the pointer, so the square moves the other way, by as many of the image's
 * pixels as the drag covers at the frame's scale.
 */
export function dragCrop(image: ImageSize, crop: Crop, dx: number, dy: number, frame: number): Crop {
  const scale = crop.size / frame;
  return moveCrop(image, crop, -dx * scale, -dy * scale);
}

/** How far an arrow key moves the image: a twentieth of the frame; Shift: a fifth. */
export function keyStep(crop: Crop, large: boolean): number {
  return crop.size / (large ? 5 : 20);
}

/** How much + and - change the zoom. */
export const ZOOM_STEP = 0.1;

/**
 * Where the dialog draws the whole image so that the crop fills a square frame `frame` pixels
 * wide: its size and its offset from the frame's top-left corner (negative: it starts outside).
 */
export function imageLayout(
  image: ImageSize,
  crop: Crop,
  frame: number,
): { left: number; top: number; width: number; height: number } {
  const scale = frame / crop.size;
  return {
    left: (0 - crop.x) * scale,
    top: (0 - crop.y) * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}

/**
 * The sides of the images made from a crop, largest first: PORTRAIT_SIZES, none larger than the
 * crop's own pixels (a small crop gives its own side instead of an enlargement), each once.
 */
export function outputSizes(crop: Crop): number[] {
  const most = Math.max(1, Math.floor(crop.size));
  return [...new Set(PORTRAIT_SIZES.map((size) => Math.min(size, most)))];
}
