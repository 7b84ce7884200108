/**
 * Whether a load balancer should send this node new requests: yes until it begins to shut
 * down. From then on /readyz says no while the node still serves what arrives, so the balancer
 * moves traffic elsewhere before the node stops accepting connections.
 */
export type Readiness = {
  readonly draining: boolean;
  /** Called once shutting down has begun; there is no way back. */
  drain(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
