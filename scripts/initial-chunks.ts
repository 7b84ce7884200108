/** The part of Vite's build manifest we read: each chunk's file and its static imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The JS files loaded before the given manifest entries can run: them and their static imports. */
export function initialChunks(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}
