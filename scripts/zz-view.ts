// temporary: crop a JPEG to PNG for viewing
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, HEADLESS_SHELL } from "./machine";
const [file, out, x, y, w, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const b64 = readFileSync(file!).toString("base64");
await page.setContent(
  `<body style="margin:0;overflow:hidden"><img style="position:absolute;left:-${x}px;top:-${y}px" src="data:image/jpeg;base64,${b64}"></body>`,
);
await page.evaluate(() => document.images[0]!.decode());
await page.screenshot({ path: out! });
await browser.close();
