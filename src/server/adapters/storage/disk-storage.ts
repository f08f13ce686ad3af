import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, isSafeObjectKey, type ObjectStorage } from './storage';

/** Files under <dataDir>/uploads, served by the app at /objects/<key>. */
export function createDiskStorage(root: string): ObjectStorage {
  const fileFor = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return path.join(root, key);
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
      if (!isSafeObjectKey(key)) return null;
      const file = fileFor(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size, contentType: contentTypeFor(key) };
      } catch {
        return null;
      }
    },
    async has(key) {
      if (!isSafeObjectKey(key)) return false;
      return fs.existsSync(fileFor(key));
    },
  };
}
