import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { isSafeObjectKey, type ObjectStorage } from './storage';

// An S3-compatible bucket (AWS, R2, MinIO...). The app still serves objects at /objects/<key>
// (streamed from the bucket), so pages need no other origin for images and the security headers
// of uploaded files stay ours; browsers send uploads straight to the bucket with presigned PUTs.

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // By default the SDK signs a checksum of the (empty) body into presigned URLs, and the
    // browser's upload would then fail it; many S3-compatible services also reject the headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return key;
  };

  const head = async (key: string) => {
    if (!isSafeObjectKey(key)) return null;
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    uploadOrigin: bucketOrigin(config),
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isSafeObjectKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async has(key) {
      return (await head(key)) !== null;
    },
    head,
    async read(key, maxBytes) {
      const info = await head(key);
      if (!info || info.size > maxBytes) return null;
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      const bytes = await answer.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    presignPut(key, expiresInSeconds) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}

/** Where presigned URLs point: the endpoint (bucket in the path) or the bucket's own host. */
export function bucketOrigin(config: S3Config): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const url = new URL(config.endpoint);
  return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
}
