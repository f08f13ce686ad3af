import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, isSafeObjectKey, type ObjectStorage } from './storage';

/** Files under <dataDir>/uploads, served by the app at /objects/<key>. */
export function createDiskStorage(root: string): ObjectStorage {
  const resolvedRoot = path.resolve(root);
  // Two checks, so that no key can name a file outside the root: the key's own shape, and the
  // resolved path itself (in case the shape rule is ever loosened).
  const fileFor = (key: string) => {
    const file = path.resolve(resolvedRoot, key);
    if (!isSafeObjectKey(key) || !file.startsWith(resolvedRoot + path.sep)) {
      throw new Error(`Unsafe object key: ${key}`);
    }
    return file;
  };
  const statOf = async (key: string) => {
    if (!isSafeObjectKey(key)) return null;
    try {
      const stat = await fsp.stat(fileFor(key));
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temp, body);
      await fsp.rename(temp, file);
    },
    async get(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      return { body: fs.createReadStream(fileFor(key)), size: stat.size, contentType: contentTypeFor(key) };
    },
    async has(key) {
      return (await statOf(key)) !== null;
    },
    async head(key) {
      const stat = await statOf(key);
      return stat ? { size: stat.size, contentType: contentTypeFor(key) } : null;
    },
    async read(key, maxBytes) {
      const stat = await statOf(key);
      if (!stat || stat.size > maxBytes) return null;
      return fsp.readFile(fileFor(key));
    },
    async delete(key) {
      if (!isSafeObjectKey(key)) return;
      await fsp.rm(fileFor(key), { force: true });
    },
  };
}
