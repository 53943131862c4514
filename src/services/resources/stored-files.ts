// The files a resource row names in storage, and their removal once no row of any content table
// names them any more: a resource's file is its own, but an uploaded cover may also be a blog
// post's cover or a testimonial's avatar.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resources, type Resource } from "../../db/schema";
import {
  type FileStorage,
  keyFromPrivateFileUrl,
  keyFromPublicFileUrl,
  privateFileUrl,
  publicFileUrl,
} from "../../storage";
import { isStoredImage } from "../image-sources";

/** The storage keys a row's addresses name: its private file and, if uploaded here, its cover. */
export function storedKeysOf(row: Pick<Resource, "fileUrl" | "coverImage">): string[] {
  const keys = [keyFromPrivateFileUrl(row.fileUrl), row.coverImage ? keyFromPublicFileUrl(row.coverImage) : null];
  return keys.filter((key) => key !== null);
}

/** Deletes the files among `keys` that no row addresses any more. */
export async function removeUnreferenced(db: Db, storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    if (!stillReferenced(db, key)) await storage.delete(key);
  }
}

function stillReferenced(db: Db, key: string): boolean {
  if (!key.startsWith("private/")) return isStoredImage(db, publicFileUrl(key));
  const one = { one: sql<number>`1` };
  return (
    db
      .select(one)
      .from(resources)
      .where(eq(resources.fileUrl, privateFileUrl(key)))
      .limit(1)
      .get() !== undefined
  );
}
