// Serialized answers kept by this instance and served again only while the stamp read from
// Postgres for this request still matches. The stamp is a digest of the rows the answer is
// built from, so a write by any instance changes it: there is no invalidation message to
// lose, and nothing is trusted that Postgres has not just confirmed. An answer is built
// after its stamp was read, so it is never older than the stamp it is kept under.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a route's serializer makes of an answer (`reply.serialize`). */
export type SerializedAnswer = ReturnType<FastifyReply['serialize']>;

type Encoding = 'br' | 'gzip';

/** An answer and its compressed forms, each made the first time a client asks for it. */
export interface KeptAnswer {
  body: SerializedAnswer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface StampedAnswers {
  /** The kept answer for `key` when it was kept under `stamp`; else `build`'s, kept under `stamp`. */
  get(key: string, stamp: string, build: () => Promise<SerializedAnswer>): Promise<KeptAnswer>;
}

/** At most `limit` answers, the least recently built dropped first. */
export function createStampedAnswers(limit: number): StampedAnswers {
  const kept = new Map<string, { stamp: string; answer: KeptAnswer }>();
  return {
    async get(key, stamp, build) {
      const hit = kept.get(key);
      if (hit?.stamp === stamp) return hit.answer;
      const answer: KeptAnswer = { body: await build(), encoded: {} };
      kept.delete(key);
      kept.set(key, { stamp, answer });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return answer;
    },
  };
}

/** As the compress plugin does for other answers: only those worth it, in the client's preferred encoding. */
const COMPRESS_FROM_BYTES = 1024;
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
// Made once per change of the answer, not per request, so a little more effort than the plugin's pays.
const encoders: Record<Encoding, (body: SerializedAnswer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * Writes a kept answer (JSON unless `type` says otherwise), compressed once for every client
 * that accepts it; the compress plugin leaves it as it is.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer, type = 'application/json; charset=utf-8'): FastifyReply {
  reply.type(type);
  const size = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength;
  const encoding = size >= COMPRESS_FROM_BYTES ? negotiator.negotiate(request.headers['accept-encoding'] ?? '') : null;
  if (!encoding) return reply.send(answer.body);
  const bytes = (answer.encoded[encoding] ??= encoders[encoding](answer.body));
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(bytes);
}
