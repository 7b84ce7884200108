import { PROGRESS_CHANNEL } from '../process-row.ts';
import type { Listen, Unlisten } from '../../db/listen.ts';

/** Told that an upload may have moved on: the subscriber reads what is new. */
export type Poke = () => void;

export type ProgressHub = ReturnType<typeof createProgressHub>;

/**
 * One LISTEN per process, fanned out to the sockets that follow each upload. The engine may run
 * on any node: the notification reaches every node's hub through the database.
 */
export function createProgressHub(listen: Listen) {
  const subscribers = new Map<string, Set<Poke>>();
  let unlisten: Unlisten | undefined;

  const pokeUpload = (uploadId: string) => subscribers.get(uploadId)?.forEach((poke) => poke());
  // After a lost connection nobody knows what was missed: everyone reads again.
  const pokeEveryone = () => subscribers.forEach((pokes) => pokes.forEach((poke) => poke()));

  return {
    async start(): Promise<void> {
      unlisten = await listen(PROGRESS_CHANNEL, {
        onPayload: pokeUpload,
        onReconnect: pokeEveryone,
      });
    },

    /** Pokes on every notification for uploadId until the answer is called. */
    subscribe(uploadId: string, poke: Poke): () => void {
      const pokes = subscribers.get(uploadId) ?? new Set<Poke>();
      pokes.add(poke);
      subscribers.set(uploadId, pokes);
      return () => {
        pokes.delete(poke);
        if (pokes.size === 0 && subscribers.get(uploadId) === pokes) subscribers.delete(uploadId);
      };
    },

    async stop(): Promise<void> {
      await unlisten?.();
    },
  };
}
