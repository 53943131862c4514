import { describe, expect, test } from "bun:test";
import { centredCrop, dragCrop, imageLayout, keyStep, moveCrop, outputSizes, zoomCrop, zoomOf } from "./crop";

const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };

describe("the starting crop", () => {
  test("is the largest square, in the middle of a landscape image", () => {
    expect(centredCrop(landscape)).toEqual({ x: 200, y: 0, size: 800 });
  });

  test("is the largest square, in the middle of a portrait image", () => {
    expect(centredCrop(portrait)).toEqual({ x: 0, y: 150, size: 600 });
  });

  test("is the whole of a square image, at zoom 1", () => {
    const square = { width: 500, height: 500 };
    expect(centredCrop(square)).toEqual({ x: 0, y: 0, size: 500 });
    expect(zoomOf(square, centredCrop(square))).toBe(1);
  });
});

describe("zooming", () => {
  test("shrinks the square around its centre", () => {
    expect(zoomCrop(landscape, { x: 200, y: 0, size: 800 }, 2)).toEqual({ x: 400, y: 200, size: 400 });
    expect(zoomOf(landscape, { x: 400, y: 200, size: 400 })).toBe(2);
  });

  test("stops at 1 and at 4", () => {
    expect(zoomCrop(landscape, { x: 400, y: 200, size: 400 }, 0.5)).toEqual({ x: 200, y: 0, size: 800 });
    expect(zoomCrop(landscape, { x: 200, y: 0, size: 800 }, 10)).toEqual({ x: 500, y: 300, size: 200 });
    expect(zoomCrop(landscape, { x: 200, y: 0, size: 800 }, Number.NaN)).toEqual({ x: 200, y: 0, size: 800 });
  });

  test("in steps of 0.1 lands on whole pixels", () => {
    const image = { width: 400, height: 300 };
    let crop = centredCrop(image);
    for (let step = 0; step < 5; step++) crop = zoomCrop(image, crop, zoomOf(image, crop) + 0.1);
    expect(crop).toEqual({ x: 100, y: 50, size: 200 });
    expect(zoomOf(image, crop)).toBe(1.5);
  });

  test("out again near an edge moves the square back inside the image", () => {
    // A 200 px square in the top-left corner, zoomed out to 800 px: it cannot stay centred there.
    expect(zoomCrop(landscape, { x: 0, y: 0, size: 200 }, 1)).toEqual({ x: 0, y: 0, size: 800 });
  });
});

describe("moving", () => {
  test("moves the square by the image's pixels", () => {
    expect(moveCrop(landscape, { x: 200, y: 0, size: 800 }, -150, 0)).toEqual({ x: 50, y: 0, size: 800 });
  });

  test("stops at the image's edges", () => {
    expect(moveCrop(landscape, { x: 200, y: 0, size: 800 }, -1000, -50)).toEqual({ x: 0, y: 0, size: 800 });
    expect(moveCrop(landscape, { x: 200, y: 0, size: 800 }, 1000, 50)).toEqual({ x: 400, y: 0, size: 800 });
    expect(moveCrop(landscape, { x: 400, y: 200, size: 400 }, 0, 500)).toEqual({ x: 400, y: 400, size: 400 });
  });

  test("a drag moves the image with the pointer, so the square the other way, at the frame's scale", () => {
    // A 400 px frame shows 800 px of the image: 10 px of drag to the right is 20 px of image to the left.
    expect(dragCrop(landscape, { x: 200, y: 0, size: 800 }, 10, 0, 400)).toEqual({ x: 180, y: 0, size: 800 });
    // At zoom 2 in a 400 px frame, one screen pixel is one image pixel.
    expect(dragCrop(landscape, { x: 400, y: 200, size: 400 }, -30, 25, 400)).toEqual({ x: 430, y: 175, size: 400 });
  });

  test("an arrow key moves a twentieth of the frame, a fifth with Shift", () => {
    expect(keyStep({ x: 0, y: 0, size: 800 }, false)).toBe(40);
    expect(keyStep({ x: 0, y: 0, size: 800 }, true)).toBe(160);
  });
});

describe("drawing the image behind the frame", () => {
  test("at zoom 1 the image's shorter side fills the frame", () => {
    expect(imageLayout(landscape, { x: 200, y: 0, size: 800 }, 320)).toEqual({
      left: -80,
      top: 0,
      width: 480,
      height: 320,
    });
  });

  test("zoomed in, the image is larger and offset by the crop's corner", () => {
    expect(imageLayout(landscape, { x: 400, y: 200, size: 400 }, 320)).toEqual({
      left: -320,
      top: -160,
      width: 960,
      height: 640,
    });
  });
});

describe("the sizes made of a crop", () => {
  test("are 640, 320 and 160 for a crop of at least 640 pixels", () => {
    expect(outputSizes({ x: 0, y: 0, size: 800 })).toEqual([640, 320, 160]);
    expect(outputSizes({ x: 0, y: 0, size: 640 })).toEqual([640, 320, 160]);
  });

  test("are never larger than the crop's own pixels", () => {
    expect(outputSizes({ x: 0, y: 0, size: 500.6 })).toEqual([500, 320, 160]);
    expect(outputSizes({ x: 0, y: 0, size: 200 })).toEqual([200, 160]);
    expect(outputSizes({ x: 0, y: 0, size: 160 })).toEqual([160]);
    expect(outputSizes({ x: 0, y: 0, size: 90 })).toEqual([90]);
  });
});
