/**
 * A small S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE of objects, kept in
 * memory. No signature check, no listing, no multipart: just what the media store uses, spoken
 * the way the AWS SDK expects (XML errors with S3's codes, ETag on writes).
 *
 *   const s3 = await startS3Server();   // s3.endpoint -> http://127.0.0.1:<port>
 *   s3.objects.get('bucket/key')        // { bytes, contentType, cacheControl }
 *   await s3.close();
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  bytes: Buffer;
  contentType: string;
  cacheControl?: string;
}

export interface S3TestServer {
  endpoint: string;
  /** By 'bucket/key'. */
  objects: Map<string, S3Object>;
  /** Every request as 'METHOD /bucket/key'. */
  requests: string[];
  close(): Promise<void>;
}

function errorXml(res: ServerResponse, status: number, code: string, message: string, head: boolean) {
  res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': 'test' });
  res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Server(): Promise<S3TestServer> {
  const objects = new Map<string, S3Object>();
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Path style: /bucket/key/with/slashes; the SDK encodes each key segment.
    const path = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
    const method = req.method ?? 'GET';
    requests.push(`${method} /${path}`);
    if (!/^[^/]+\/.+/.test(path)) return errorXml(res, 400, 'InvalidRequest', 'Only object requests are served here', method === 'HEAD');
    const found = objects.get(path);
    switch (method) {
      case 'PUT': {
        const bytes = await body(req);
        objects.set(path, {
          bytes,
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!found) return errorXml(res, 404, 'NoSuchKey', 'The specified key does not exist.', method === 'HEAD');
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': String(found.bytes.byteLength),
          etag: `"${createHash('md5').update(found.bytes).digest('hex')}"`,
          ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
        });
        return res.end(method === 'HEAD' ? undefined : found.bytes);
      }
      case 'DELETE':
        objects.delete(path);
        res.writeHead(204);
        return res.end();
      default:
        return errorXml(res, 405, 'MethodNotAllowed', `${method} is not served here`, false);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
