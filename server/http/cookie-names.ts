/**
 * The name a cookie goes by. Over https (production) it carries the `__Host-` prefix: browsers
 * then keep it only when it is Secure, for the whole site (Path=/) and for this host alone (no
 * Domain), so a sibling subdomain or a plain-http page cannot plant or overwrite it (ASVS 5.0
 * 3.3.1 and 3.3.3). Plain http on localhost cannot hold such a cookie, so there the name is bare.
 */
export function cookieName(name: string, { secure }: { secure: boolean }): string {
  return secure ? `__Host-${name}` : name;
}
