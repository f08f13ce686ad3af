import type { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { isSafeObjectKey, type ObjectStorage } from './storage';

// An S3-compatible bucket (AWS, R2, MinIO...). The app still serves objects at /objects/<key>
// (streamed from the bucket), so pages need no other origin for images and the security headers
// of uploaded files stay ours; browsers send uploads straight to the bucket with presigned PUTs.

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** The AWS SDK is large: it loads with the first use of the bucket, not at start. */
async function connect(config: S3Config) {
  const sdk = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new sdk.S3Client({
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
  return { sdk, client, getSignedUrl };
}

export function createS3Storage(config: S3Config): ObjectStorage {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    connection ??= connect(config);
    connection.catch(() => {
      connection = undefined; // a failed load is tried again next time
    });
    return connection;
  };
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return key;
  };

  const head = async (key: string) => {
    if (!isSafeObjectKey(key)) return null;
    try {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
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
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isSafeObjectKey(key)) return null;
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
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
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      const bytes = await answer.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async presignPut(key, expiresInSeconds) {
      const { sdk, client, getSignedUrl } = await s3();
      return getSignedUrl(client, new sdk.PutObjectCommand({ Bucket, Key: checked(key) }), {
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
