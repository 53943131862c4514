// Bytes for the tests that move tens of megabytes through the server (the memory checks): every
// chunk differs from the others, yet costs a copy to make. Computing each 32-bit word of 100 MB
// in a script loop took the test process over a CPU-second per check; here one mebibyte of pattern
// is computed once, and each chunk is a copy of it with its own offset written every 4 KiB.
const PATTERN_BYTES = 1024 * 1024;
const STAMP_EVERY = 4096;

let pattern: Uint8Array | undefined;

function patternBlock(): Uint8Array {
  if (!pattern) {
    pattern = new Uint8Array(PATTERN_BYTES);
    const view = new DataView(pattern.buffer);
    for (let i = 0; i < PATTERN_BYTES; i += 4) view.setUint32(i, Math.imul(i + 1, 2654435761));
  }
  return pattern;
}

/** `size` bytes (at most 1 MiB) of the stream at byte `offset`: unlike any other chunk of it. */
export function variedChunk(offset: number, size: number): Uint8Array {
  if (size > PATTERN_BYTES) throw new Error(`a chunk of at most ${PATTERN_BYTES} bytes, not ${size}`);
  const chunk = patternBlock().slice(0, size);
  const view = new DataView(chunk.buffer);
  for (let at = 0; at + 8 <= size; at += STAMP_EVERY) view.setFloat64(at, offset + at);
  return chunk;
}
