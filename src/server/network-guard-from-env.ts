// Imported first by src/server/index.ts, so that it runs before any other module is loaded: with
// NETWORK_LOOPBACK_ONLY=true (set by the browser tests' harness, playwright.config.ts) the process
// can connect to nothing beyond this machine (src/server/network-guard.ts). Production never sets it.
import { installNetworkGuard } from "./network-guard";

if (["true", "1"].includes(process.env.NETWORK_LOOPBACK_ONLY ?? "")) installNetworkGuard();
