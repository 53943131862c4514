// Copies every stored file from one FileStorage to another (`site storage migrate`,
// docs/architecture.md#file-storage), streaming each; a file already there with the same size is
// left as it is, so a copy that was interrupted can simply be run again.
import type { FileStorage } from "../../storage";

export async function copyStoredFiles(
  from: FileStorage,
  into: FileStorage,
): Promise<{ copied: number; same: number; bytes: number }> {
  const result = { copied: 0, same: 0, bytes: 0 };
  for await (const { key, size } of from.list()) {
    const there = await into.get(key);
    if (there && there.size === size) {
      result.same += 1;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    result.bytes += await into.put(key, file.stream());
    result.copied += 1;
  }
  return result;
}
