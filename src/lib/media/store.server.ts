import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { settings } from '../config/settings.server';

/**
 * Where images and other uploaded files live, by key ('demo/house-001/840.webp'). The local
 * directory is the embedded default; an object-storage implementation can take its place.
 */
export interface MediaStore {
  get(key: string): Promise<StoredMedia | null>;
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Whether a key is safe to use as a path below the store's root: relative segments of letters,
 * digits, '-', '_' and '.', no '..', no empty segments, no backslashes.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part) && part !== '..' && !part.includes('..'));
}

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a valid media key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Not a valid media key: ${key}`);
    return path;
  };
  return {
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write aside and rename, so a reader never sees half a file.
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** The media directory under a data directory. */
export function mediaRoot(dataDir: string = settings().DATA_DIR): string {
  return resolve(dataDir, 'media');
}

let store: MediaStore | undefined;

/** This process's media store, from settings. */
export function mediaStore(): MediaStore {
  store ??= localMediaStore(mediaRoot());
  return store;
}

/** Replaces this process's media store (tests use a temporary directory); undefined resets it. */
export function setMediaStore(replacement: MediaStore | undefined): void {
  store = replacement;
}
