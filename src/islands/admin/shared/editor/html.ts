// HTML in and out of the blog editor: `toHtml` writes a document as the HTML the server stores, in
// the exact form the server's sanitiser (src/services/post-html.ts) writes it, so a saved post
// comes back byte for byte; `fromHtml` reads a post, or what was pasted, back into the document.
// One file per job: the writer (./write-html.ts), the reader (./read-html.ts, ./read-inlines.ts),
// Word's list paragraphs (./word-paste.ts), the structures kept as HTML under the server's
// allow-list (./kept-html.ts), and the document's plain text (./document-text.ts).
export { hasContent } from "./document-text";
export { fromHtml } from "./read-html";
export { toHtml } from "./write-html";
