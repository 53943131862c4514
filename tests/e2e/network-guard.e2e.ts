// The network guard in Playwright's own processes (playwright.config.ts, decision 026): a test's
// fetch or socket aimed off this machine throws before connecting. 0.0.0.0 is refused by the guard,
// yet Linux would connect it to this machine, so the listener on 127.0.0.1 counts anything that got
// through, and nothing can leave the machine even if the guard failed.
import { createServer, get } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { expect, test } from "@playwright/test";

test("a fetch, an HTTP request or a socket to an address off this machine throws before connecting", async () => {
  let connections = 0;
  const server = createServer((_request, response) => response.end("ok"));
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const attempts: Record<string, () => unknown> = {
    fetch: () => fetch(`http://0.0.0.0:${port}/`),
    "http.get": () => get(`http://0.0.0.0:${port}/`),
    "net.connect": () => connect(port, "0.0.0.0"),
  };
  for (const [name, attempt] of Object.entries(attempts)) {
    const error = await (async () => {
      try {
        await attempt();
        return "";
      } catch (thrown) {
        return String(thrown);
      }
    })();
    expect({ name, error }).toEqual({ name, error: expect.stringContaining("Network guard:") });
  }
  // The same listener answers on 127.0.0.1: only the guard stood in the way.
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
  expect(connections).toBe(1);
  server.close();
});
