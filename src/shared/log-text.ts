// Text from outside (a request path, an SMTP server's error) written into a log line goes through
// escapeForLog: a decoded `%0d%0a` must not start a forged second line, and escape sequences must
// not reach a terminal. Shared so that services log as safely as the request log does.

export function escapeForLog(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g, (ch) =>
    ch === "\\" ? "\\\\" : `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
