import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ESTree, parseSync } from 'vite';

/**
 * What the build's chunk plan (vite.config.ts) reads from the sources, by the bundler's own parser
 * rather than by patterns over text: the lazily loaded pages of src/app/pages.ts, the icons a module
 * imports from lucide-react, and the file lucide's index takes each icon from. Each reader throws
 * when the code has a shape it cannot read, so a change of style or of lucide's layout stops the
 * build instead of quietly putting modules in the wrong chunk (source-graph.test.ts).
 */

interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node under `node`, each with the name it is bound to (the nearest property or variable). */
function* walk(node: AstNode, name?: string): Generator<{ node: AstNode; name: string | undefined }> {
  yield { node, name };
  const bound =
    (node.type === 'Property' && isNode(node.key) && node.key.type === 'Identifier') ||
    (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier')
      ? ((node.type === 'Property' ? node.key : node.id) as { name: string }).name
      : name;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* walk(child, bound);
    }
  }
}

/** The program in `code`, or an error naming the file when the parser found any. */
function parse(file: string, code: string): ESTree.Program {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  return program;
}

const literal = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/**
 * The modules src/app/pages.ts loads lazily (every page, and the data layer), by the name each is
 * bound to there, as absolute paths.
 */
export function lazyModules(pagesFile: URL): Map<string, string> {
  const path = fileURLToPath(pagesFile);
  const program = parse(path, readFileSync(pagesFile, 'utf8')) as unknown as AstNode;
  const modules = new Map<string, string>();
  for (const { node, name } of walk(program)) {
    if (node.type !== 'ImportExpression') continue;
    const source = literal(node.source);
    if (source === undefined || name === undefined || modules.has(name)) {
      throw new Error(`${path}: each import() must load a fixed path under a name of its own.`);
    }
    modules.set(name, fileURLToPath(new URL(source, pagesFile)));
  }
  return modules;
}

const nameOf = (name: ESTree.ModuleExportName) => (name.type === 'Literal' ? name.value : name.name);

/** The names a module imports from `source` (`import { A, B as C }` gives A and B). */
export function namedImports(file: string, code: string, source: string): string[] {
  const names: string[] = [];
  for (const statement of parse(file, code).body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== source) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') {
        throw new Error(`${file}: import from ${source} by name; a default or namespace import takes it all.`);
      }
      names.push(nameOf(specifier.imported));
    }
  }
  return names;
}

/**
 * lucide-react's index: each name it exports (an icon under all its aliases) and the icon's own
 * module, an absolute path in `folder` (the index's).
 */
export function iconFiles(indexCode: string, folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const statement of parse(`${folder}lucide-react.mjs`, indexCode).body) {
    const from = statement.type === 'ExportNamedDeclaration' ? statement.source?.value : undefined;
    if (statement.type !== 'ExportNamedDeclaration' || !from?.startsWith('./icons/')) continue;
    for (const specifier of statement.specifiers) files.set(nameOf(specifier.exported), `${folder}${from.slice(2)}`);
  }
  if (files.size === 0) throw new Error("lucide-react's index re-exports no icons: its layout changed.");
  return files;
}
