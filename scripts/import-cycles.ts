import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each of the project's files, with the project files it imports. */
export type ImportGraph = Map<string, string[]>;

/**
 * Reads the imports of every file a tsconfig includes, type-only imports and re-exports among
 * them: a cycle through types still ties the rooms it crosses together, even if the JavaScript
 * the build emits has no cycle. Imports are resolved as the compiler resolves them; packages are
 * left out.
 */
export function readImportGraph(tsconfigPath: string): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${tsconfigPath} could not be read`);
  const graph: ImportGraph = new Map();
  for (const file of config.fileNames) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport ? [resolved.resolvedFileName] : [];
    });
    graph.set(
      path.resolve(file),
      imported.map((name) => path.resolve(name)),
    );
  }
  return graph;
}

/**
 * The import cycles of a graph, each as the files of one loop with its first file again at
 * the end; every loop found in one walk of the graph is answered once.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walking: string[] = [];
  const visit = (file: string) => {
    walking.push(file);
    for (const imported of graph.get(file) ?? []) {
      const loopStart = walking.indexOf(imported);
      if (loopStart >= 0) cycles.push([...walking.slice(loopStart), imported]);
      else if (!done.has(imported) && graph.has(imported)) visit(imported);
    }
    walking.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}
