import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { settings, type Settings } from '../config/settings.server';
import { s3MediaStore } from './s3-store.server';

/**
 * Where images and other uploaded files live, by key ('demo/house-001/840.webp'). The local
 * directory is the embedded default; an S3-compatible bucket takes its place by setting.
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

/** The media store the settings name: MEDIA_STORE=fs (the default) or s3. */
export function createMediaStore(s: Settings = settings()): MediaStore {
  if (s.MEDIA_STORE === 'fs') return localMediaStore(mediaRoot(s.DATA_DIR));
  return s3MediaStore({
    bucket: s.MEDIA_S3_BUCKET,
    region: s.MEDIA_S3_REGION,
    endpoint: s.MEDIA_S3_ENDPOINT,
    forcePathStyle: s.MEDIA_S3_FORCE_PATH_STYLE,
    credentials: s.MEDIA_S3_ACCESS_KEY_ID ? { accessKeyId: s.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: s.MEDIA_S3_SECRET_ACCESS_KEY } : undefined,
  });
}

/** This process's media store, from settings. */
export function mediaStore(): MediaStore {
  store ??= createMediaStore();
  return store;
}

/** Replaces this process's media store (tests use a temporary directory); undefined resets it. */
export function setMediaStore(replacement: MediaStore | undefined): void {
  store = replacement;
}
