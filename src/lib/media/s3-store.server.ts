/**
 * The media store in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces…), through AWS SDK v3.
 * Keys are the same as on disk, so a directory can be copied into a bucket as it is.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/headers';
import { contentTypeOf, isSafeKey, type MediaStore } from './store.server';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service; undefined for AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Undefined: the SDK's own credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

export function s3MediaStore(options: S3StoreOptions): MediaStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default trailing checksums, and keys never change content once written anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a valid media key: ${key}`);
    return key;
  };
  return {
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { bytes: await out.Body.transformToByteArray(), contentType: out.ContentType ?? contentTypeOf(key) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType ?? contentTypeOf(key),
          // Kept by a CDN or the bucket's own public address, like the /media route's answers.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting is idempotent.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}
