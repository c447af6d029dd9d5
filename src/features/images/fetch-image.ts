import 'server-only';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { translator } from '@/i18n/translator';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import { type ImageProblem, imageProblemText } from './failure';
import { isPrivateAddress } from './private-address';

export const MAX_IMAGE_BYTES = IMAGE_KINDS.imageAddress.maxBytes;
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

/** Why an image could not be fetched: its problem, for the caller to say in its reader's words (the message is English, for logs). */
export class ImageFetchError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(imageProblemText(problem, translator('en', 'venues.images')));
  }
}

interface FetchOptions {
  /** Tests and local development serve images from 127.0.0.1 (ALLOW_PRIVATE_IMAGE_HOSTS). */
  allowPrivate: boolean;
}

/** The address to connect to: resolved once and checked, then pinned, so a second DNS answer cannot point elsewhere. */
async function resolvePublic(hostname: string, { allowPrivate }: FetchOptions): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new ImageFetchError({ key: 'hostUnknown', host });
  }
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new ImageFetchError({ key: 'privateNetwork' });
  }
  return addresses[0];
}

function get(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<http.IncomingMessage> {
  const pin: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: pin, signal, headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'Weihnachtsfeier-Planer image check' } }, resolve);
    request.on('error', reject);
  });
}

async function readCapped(response: http.IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > MAX_IMAGE_BYTES) {
    response.destroy();
    throw new ImageFetchError({ key: 'tooLarge' });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMAGE_BYTES) {
      response.destroy();
      throw new ImageFetchError({ key: 'tooLarge' });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads an admin-entered image address on the server: http(s) only, no private or loopback hosts
 * (after DNS, for every redirect), at most three redirects, MAX_IMAGE_BYTES (lib/upload-limits.ts) and ten seconds.
 */
export async function fetchImage(address: string, options: FetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError({ key: 'notHttp' });
  }
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError({ key: 'notHttp' });
      const response = await get(url, await resolvePublic(url.hostname, options), signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects === MAX_REDIRECTS) throw new ImageFetchError({ key: 'tooManyRedirects' });
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ImageFetchError({ key: 'httpStatus', status });
      }
      return await readCapped(response);
    }
  } catch (err) {
    if (err instanceof ImageFetchError) throw err;
    throw new ImageFetchError({ key: signal.aborted ? 'timeout' : 'unreachable' });
  }
}
