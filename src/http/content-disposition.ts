// The Content-Disposition header of a download (RFC 6266): `attachment`, a plain-ASCII `filename`
// for old clients and `filename*` with the exact name in UTF-8 (RFC 8187), which every current
// browser prefers. A file name is data an admin typed or a file's original name, so nothing in it
// may end the header, add a parameter or name a folder.

/** Characters RFC 8187 lets through unencoded in `filename*` (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

/** The name without control characters, folder parts or surrounding blanks; "download" if nothing is left. */
export function safeFileName(name: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .split(/[/\\]/)
    .pop()!
    .trim()
    .replace(/^\.+/, "");
  return cleaned === "" ? "download" : cleaned.slice(0, 200);
}

/** The quoted-string fallback: ASCII only, with `"`, `\`, `%` and anything else replaced by "_". */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
}

function encodeExtValue(name: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(name)) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for the given name. */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
