/**
 * Public tracking answers kept for a moment. A parcel's page is asked for again and again
 * (a shipper refreshing, a shared link opened by many), while its status changes a few times
 * a day; serving repeats from memory for a second or two spares the database most lookups.
 * Each process keeps its own; an answer is never older than `ttlMs`.
 */
export function createAnswerCache<Answer>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, { answer: Answer; expiresAt: number }>();

  /** The answer for `key`, from memory while fresh, else from `load`; a null answer is not kept. */
  async function getOrLoad(
    key: string,
    load: () => Promise<Answer | null>,
  ): Promise<Answer | null> {
    const kept = entries.get(key);
    if (kept && kept.expiresAt > now()) return kept.answer;
    entries.delete(key);
    const answer = await load();
    if (answer === null) return null;
    // The oldest entry goes first: Map keeps insertion order.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { answer, expiresAt: now() + ttlMs });
    return answer;
  }

  return { getOrLoad };
}
