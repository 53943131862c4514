// The browser's JSON request helper (docs/product.md#api, #errors): same-origin cookies, a JSON body only when there
// is one, no caching. A non-OK answer becomes an ApiError whose message is the body's `message`,
// else its `error`, else the status and the body or status text. No token is ever stored or sent
// by hand: the session is the HttpOnly cookie.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /**
   * The refused fields of the answer's `errors` (a 400's or a 409's, docs/product.md#errors), each
   * with its message; {} when the answer names none. The one place a refusal becomes field errors.
   */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (typeof errors !== "object" || errors === null) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string"));
  }
}

export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  /** `keepalive`: the request outlives the page (a save sent as the page is left). */
  options: { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { "Cache-Control": "no-cache" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
    cache: "no-store",
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text().catch(() => null);
  if (text === null) {
    if (response.ok) return {} as T;
    throw new ApiError(`${response.status} ${response.statusText || "Unknown error"}`, response.status, null);
  }
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    if (response.ok) return { success: true, message: "Operation completed, but the response was not JSON." } as T;
    throw new ApiError(`${response.status} ${text || response.statusText}`, response.status, text);
  }
  if (!response.ok)
    throw new ApiError(
      errorMessageOf(body) ?? `${response.status} ${text || response.statusText}`,
      response.status,
      body,
    );
  return body as T;
}

function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message) return message;
  if (typeof error === "string" && error) return error;
  return undefined;
}
