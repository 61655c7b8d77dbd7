// Finds import cycles among the TypeScript/JavaScript files of some folders, with TypeScript's own module
// resolution (so the `@/` alias and every other `paths` entry of the folder's tsconfig resolve as the compiler
// resolves them). Every import with a literal specifier counts, type-only ones included: `import`, `import type`,
// `export … from`, `import x = require()`, `typeof import('…')` types, and dynamic `import('…')` calls too, so
// making an import lazy does not hide a cycle (a lazy chunk that imports its loader back is still a tangle).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function sourceFilesUnder(folder) {
  const files = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFilesUnder(full));
    } else if (SOURCE_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The compiler options of the tsconfig nearest above `folder` (defaults when there is none). */
function compilerOptionsFor(folder) {
  const configFile = ts.findConfigFile(folder, ts.sys.fileExists);
  if (!configFile) return { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  return { ...parsed.options, allowJs: true };
}

/** The module specifiers a file imports (type-only and dynamic imports included). */
export function importedSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** file → the files (inside the scanned folders) it imports. */
export function importGraph(folders) {
  const graph = new Map();
  for (const folder of folders.map((f) => path.resolve(f))) {
    const options = compilerOptionsFor(folder);
    const host = ts.createCompilerHost(options);
    for (const file of sourceFilesUnder(folder)) graph.set(file, { options, host });
  }
  for (const [file, { options, host }] of graph) {
    const targets = new Set();
    for (const specifier of importedSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (graph.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components: the groups of files that reach each other. */
function tangledGroups(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[start, [...graph.get(start)], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const target = targets[frame[2]++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...graph.get(target)], 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || graph.get(node).has(node)) groups.push(group);
      }
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups;
}

/** The shortest chain of imports from `start` back to itself, staying inside `members`. */
function shortestCycleThrough(graph, start, members) {
  const previous = new Map();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at];
    for (const target of [...graph.get(node)].sort()) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]));
        return [...chain, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles, each as a chain of files ending where it starts. Each group of files that import each other
 * gives enough cycles to name every file in it once at least (every elementary cycle could be thousands).
 */
export function findImportCycles(folders) {
  const graph = importGraph(folders);
  const cycles = [];
  for (const group of tangledGroups(graph)) {
    const members = new Set(group);
    const uncovered = new Set(group);
    for (const file of [...group].sort()) {
      if (!uncovered.has(file)) continue;
      const cycle = shortestCycleThrough(graph, file, members);
      for (const member of cycle) uncovered.delete(member);
      cycles.push({ groupSize: group.length, files: cycle });
    }
  }
  return { fileCount: graph.size, cycles };
}
