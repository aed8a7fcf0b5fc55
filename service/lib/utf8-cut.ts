/**
 * Text cut to at most `maxBytes` of UTF-8, never inside a character, and whether anything was
 * cut. Text under the bound comes back as the same string.
 */
export function cutToBytes(text: string, maxBytes: number): { text: string; cut: boolean } {
  // Each UTF-16 unit is at most 3 bytes of UTF-8: short text needs no encoding to tell.
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return { text, cut: false };
  const cut = Buffer.from(text).subarray(0, maxBytes).toString("utf8");
  // A character the cut split decodes as U+FFFD: it goes.
  return { text: cut.endsWith("\uFFFD") ? cut.slice(0, -1) : cut, cut: true };
}
