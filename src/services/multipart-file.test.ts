import { expect, test } from "bun:test";
import { receiveFile, TOO_SLOW_MESSAGE, UploadRefusal } from "./multipart-file";

const BOUNDARY = "----deadline-test";

/** A multipart body whose file part trickles in one small chunk every `everyMs`. */
function tricklingUpload(chunks: number, everyMs: number): Request {
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) {
        controller.enqueue(
          encoder.encode(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`,
          ),
        );
      } else if (sent <= chunks) {
        await Bun.sleep(everyMs);
        controller.enqueue(encoder.encode("slow bytes "));
      } else {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
      sent += 1;
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
}

const options = {
  field: "file",
  maxFileBytes: 1024 * 1024,
  messages: { missing: "No file.", tooLarge: "Too large." },
  handle: async (file: { stream: ReadableStream<Uint8Array> }) => (await new Response(file.stream).text()).length,
};

test("an upload still arriving after its deadline is refused with 408", async () => {
  const refused = await receiveFile(tricklingUpload(20, 20), { ...options, deadlineMs: 100 }).catch((e) => e);
  expect(refused).toBeInstanceOf(UploadRefusal);
  expect({ status: refused.status, message: refused.message }).toEqual({ status: 408, message: TOO_SLOW_MESSAGE });
});

test("the same upload within its deadline is received whole", async () => {
  expect(await receiveFile(tricklingUpload(5, 5), { ...options, deadlineMs: 10_000 })).toBe(5 * "slow bytes ".length);
});
