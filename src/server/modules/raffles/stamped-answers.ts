// Serialized answers kept by this instance and served again only while the stamp read from
// Postgres for this request still matches. The stamp is a digest of the rows the answer is
// built from, so a write by any instance changes it: there is no invalidation message to
// lose, and nothing is trusted that Postgres has not just confirmed. An answer is built
// after its stamp was read, so it is never older than the stamp it is kept under.

import type { FastifyReply } from 'fastify';

/** What a route's serializer makes of an answer (`reply.serialize`). */
export type SerializedAnswer = ReturnType<FastifyReply['serialize']>;

export interface StampedAnswers {
  /** The kept answer for `key` when it was kept under `stamp`; else `build`'s, kept under `stamp`. */
  get(key: string, stamp: string, build: () => Promise<SerializedAnswer>): Promise<SerializedAnswer>;
}

/** At most `limit` answers, the least recently built dropped first. */
export function createStampedAnswers(limit: number): StampedAnswers {
  const kept = new Map<string, { stamp: string; answer: SerializedAnswer }>();
  return {
    async get(key, stamp, build) {
      const hit = kept.get(key);
      if (hit?.stamp === stamp) return hit.answer;
      const answer = await build();
      kept.delete(key);
      kept.set(key, { stamp, answer });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return answer;
    },
  };
}

/** Writes an answer the route's serializer has already made: Fastify sends it as it is. */
export const sendSerialized = (reply: FastifyReply, answer: SerializedAnswer): FastifyReply => reply.type('application/json; charset=utf-8').send(answer);
