import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Below this a reply goes as it is. Compressing costs a fixed ~50 µs of CPU a reply (a list of three walkbooks,
 * ~1.3 KB: 38 → 92 µs a request in the reads bench), worth it only when it saves milliseconds on the wire.
 */
export const COMPRESS_THRESHOLD_BYTES = 8 * 1024;
const API_PREFIX = '/api/';

/**
 * The API's replies compressed on the fly (brotli at quality 4, else gzip) for a client that accepts it
 * (decision 0029, eleventh round): a walkbook's doors are tens of kilobytes of JSON, a fifth of that
 * compressed, on a canvasser's slow connection. Only `/api/` routes: the web app's files are compressed at
 * build (`web.ts`), and the identity provider's replies are small and carry session secrets beside what the
 * request sent. Request bodies are never decompressed.
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
});
