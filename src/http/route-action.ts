// How a route names the action it needs (docs/architecture.md#access-policy): `requires("leads.read")`
// before its handler. The route itself does nothing with it; the admin guard
// (src/server/middleware/admin-guard.ts) finds the action of the route a request will reach, before
// any route runs, and asks the policy (src/services/access-policy.ts) whether the user's role may.
import type { MiddlewareHandler } from "hono";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import type { Action } from "../services/access-policy";
import type { AppEnv } from "./context";

const ACTION = Symbol("route action");

type Tagged = MiddlewareHandler<AppEnv> & { [ACTION]: Action };

/** Names the action a route needs; a pass-through at run time, read by the admin guard. */
export function requires(action: Action): MiddlewareHandler<AppEnv> {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next();
  return Object.assign(marker, { [ACTION]: action }) as Tagged;
}

/**
 * The action a route's handler names, if it is a `requires` marker. An area with its own onError has
 * each handler wrapped when it is mounted; Hono keeps the original on the wrapper (COMPOSED_HANDLER).
 */
export function actionOf(handler: unknown): Action | undefined {
  if (typeof handler !== "function") return undefined;
  const wrapped = (handler as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER];
  return wrapped ? actionOf(wrapped) : (handler as Partial<Tagged>)[ACTION];
}
