import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { readEnv } from "../env";
import { clientAddress, clientIp } from "./client-ip";

function appWith(trustProxy: boolean) {
  const app = new Hono<AppEnv>();
  app.use(clientIp({ trustProxy }));
  app.get("/", (c) => c.text(c.get("clientIp")));
  return app;
}
const peer = (address: string) => ({ requestIP: () => ({ address, family: "IPv4", port: 1 }) });
const ipOf = async (app: Hono<AppEnv>, headers: Record<string, string>, server?: object) =>
  (await app.request("/", { headers }, server)).text();

describe("clientIp", () => {
  test("is the socket's peer, whatever X-Forwarded-For says, by default", async () => {
    const app = appWith(false);
    expect(await ipOf(app, { "X-Forwarded-For": "192.0.2.1" }, peer("203.0.113.7"))).toBe("203.0.113.7");
    expect(await ipOf(app, {}, peer("::ffff:203.0.113.8"))).toBe("203.0.113.8");
    expect(await ipOf(app, {})).toBe("unknown");
  });

  test("with TRUST_PROXY, is the last X-Forwarded-For entry (the one the proxy added)", async () => {
    const app = appWith(true);
    expect(await ipOf(app, { "X-Forwarded-For": "10.0.0.1, 192.0.2.9" }, peer("127.0.0.1"))).toBe("192.0.2.9");
    expect(await ipOf(app, {}, peer("127.0.0.1"))).toBe("127.0.0.1");
    // Empty entries and spaces around them are passed over, from the end.
    expect(await ipOf(app, { "X-Forwarded-For": " 10.0.0.1 , 192.0.2.10 , , " }, peer("127.0.0.1"))).toBe("192.0.2.10");
    expect(await ipOf(app, { "X-Forwarded-For": ", ," }, peer("127.0.0.1"))).toBe("127.0.0.1");
  });

  test("the early path reads the same address from the request and Bun's server as the chain does", () => {
    const request = (headers: Record<string, string>) => new Request("http://site.test/", { headers });
    expect(clientAddress(request({ "X-Forwarded-For": "192.0.2.1" }), peer("203.0.113.7"), false)).toBe("203.0.113.7");
    expect(clientAddress(request({ "X-Forwarded-For": "10.0.0.1,192.0.2.11" }), peer("127.0.0.1"), true)).toBe(
      "192.0.2.11",
    );
    // Hono's Bun adapter may hand the server inside an object.
    expect(clientAddress(request({}), { server: peer("::ffff:203.0.113.9") }, false)).toBe("203.0.113.9");
    expect(clientAddress(request({}), undefined, false)).toBe("unknown");
  });

  test("TRUST_PROXY is off unless set to true", () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
