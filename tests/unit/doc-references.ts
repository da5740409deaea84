/**
 * References that source and Markdown files make to the repository: a file path, a Markdown heading
 * (`docs/architecture.md#the-backend-client`), a product rule id (`CART-3`) and a decision number
 * ("decision 0022"). Each must resolve, so that docs and comments never point at something that was
 * moved, renamed or never existed. The rules are kept generic (any top-level folder of the project,
 * any rule prefix defined in docs/product/ or docs/operating.md) so that moving files keeps being checked.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/** The folders a path reference may start with; anything else in prose is ordinary text. */
export const TOP_FOLDERS = [
  'app',
  'lib',
  'components',
  'stores',
  'features',
  'platform',
  'tests',
  'docs',
  'scripts',
  'server',
  'bench',
  'mocks',
  'messages',
  'patches',
  'cluster',
  'public',
] as const;

const SCANNED = /\.(?:ts|tsx|mjs|mts|css|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'screenshots']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || SKIPPED_DIRS.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SCANNED.test(name) ? [relative(ROOT, path)] : [];
  });
}

/** The test of these rules, whose examples are broken on purpose. */
const SELF_TEST = 'tests/unit/doc-references.test.ts';

/** Every scanned file of the project: the root's own files and those under the top folders. */
export function scannedFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter((name) => SCANNED.test(name) && statSync(join(ROOT, name)).isFile());
  const files = [...rootFiles, ...TOP_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder)))];
  return files.filter((file) => file !== SELF_TEST).sort();
}

/** Folders that runs write into and .gitignore keeps out (`bench/results/`): named, never checked in. */
export function ignoredFolders(): string[] {
  return readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => /^[\w.-]+(?:\/[\w.-]+)*\/$/.test(line.trim()))
    .map((line) => line.trim());
}

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export function headingAnchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1]!)));
}

/** Rule ids as docs/product/ defines them: in bold at the start of a rule, `**CART-3**`. */
const RULE_DEFINITION = /\*\*([A-Z]{2,5}-\d+)\*\*/g;

export function ruleDefinitions(markdown: string): string[] {
  return [...markdown.matchAll(RULE_DEFINITION)].map((match) => match[1]!);
}

export interface Project {
  /** Whether a path relative to the root is a file or folder of the project. */
  exists(path: string): boolean;
  /** The text of a project file. */
  read(path: string): string;
  /** Rule id -> the docs/product/ file that defines it. */
  rules: ReadonlyMap<string, string>;
  decisions: ReadonlySet<string>;
  /** Folders a path may name without their existing, with a trailing slash. */
  outputs: readonly string[];
}

const TOP = TOP_FOLDERS.join('|');
/**
 * A path: a top folder and at least one more segment, not inside a longer path or an import alias
 * (`@/lib/...`, `../lib/...`), which the compiler resolves already.
 */
const PATH_REFERENCE = new RegExp(`(?<![\\w./@$-])(?:${TOP})/[\\w\\-./\\[\\]@+]*(?:#[\\w-]+)?[*<{$]?`, 'g');
/** Globs and placeholders name many files or none in particular: `lib/*.ts`, `messages/<locale>.json`. */
const PLACEHOLDER = /[*<{$]|\.\.\./;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.mts', '.js'];
/**
 * Any Markdown file named in passing, with or without a folder: it must be the project's, from the
 * root or from the naming file's folder. Docs kept beside the project are not in a clean clone.
 */
const MARKDOWN_NAME = /(?<![\w/.-])(?:\.{1,2}\/)*(?:[\w-]+\/)*[\w-]+\.md\b/g;
const DECISION_LIST = /\b[Dd]ecisions? (\d{4}(?:(?:, | and | or |, and )\d{4})*)\b/g;
/** A product file's name followed by a rule id: the id must be that file's. */
const RULE_IN_FILE = /docs\/product\/([\w-]+\.md)`?,\s+(?:\*\s+)?([A-Z]{2,5}-\d+)/g;

export interface BrokenReference {
  file: string;
  line: number;
  reference: string;
  why: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function resolvesAsPath(project: Project, path: string): boolean {
  if (project.exists(path)) return true;
  if (project.outputs.some((folder) => `${path}/`.startsWith(folder))) return true;
  const decision = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (decision) return project.decisions.has(decision[1]!);
  return !/\.\w+$/.test(path) && SOURCE_EXTENSIONS.some((extension) => project.exists(path + extension));
}

function pathProblem(project: Project, reference: string): string | null {
  const [path, anchor] = reference.split('#') as [string, string | undefined];
  const bare = path.replace(/\/$/, '');
  if (!resolvesAsPath(project, bare)) return 'no such file or folder';
  if (anchor !== undefined && !headingAnchors(project.read(bare)).has(anchor)) return `no heading #${anchor} in ${bare}`;
  return null;
}

/** What in one file's text does not resolve. */
export function brokenReferences(file: string, text: string, project: Project): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const report = (index: number, reference: string, why: string) => broken.push({ file, line: lineOf(text, index), reference, why });

  for (const match of text.matchAll(PATH_REFERENCE)) {
    if (PLACEHOLDER.test(match[0])) continue;
    const reference = match[0].replace(/[.,:;]+$/, '');
    const why = pathProblem(project, reference);
    if (why) report(match.index, reference, why);
  }

  for (const match of text.matchAll(MARKDOWN_NAME)) {
    const named = match[0];
    const besideFile = join(dirname(file), named);
    const resolves = !besideFile.startsWith('..') && project.exists(besideFile);
    if (!resolves && !project.exists(named)) report(match.index, named, 'no such Markdown file in the project');
  }

  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) {
      if (!headingAnchors(text).has(match[1]!)) report(match.index, `#${match[1]}`, `no such heading in ${file}`);
    }
  }

  const prefixes = new Set([...project.rules.keys()].map((id) => id.replace(/-\d+$/, '')));
  if (prefixes.size > 0) {
    const ruleReference = new RegExp(`\\b(?:${[...prefixes].join('|')})-\\d+\\b`, 'g');
    for (const match of text.matchAll(ruleReference)) {
      if (!project.rules.has(match[0])) report(match.index, match[0], 'no rule of docs/product/ has this id');
    }
  }
  for (const match of text.matchAll(RULE_IN_FILE)) {
    const [, named, id] = match as unknown as [string, string, string];
    const definedIn = project.rules.get(id);
    if (definedIn && definedIn !== `docs/product/${named}`) report(match.index, `${named}, ${id}`, `${id} is a rule of ${definedIn}`);
  }

  for (const match of text.matchAll(DECISION_LIST)) {
    for (const number of match[1]!.match(/\d{4}/g)!) {
      if (!project.decisions.has(number)) report(match.index, `decision ${number}`, 'no such record in docs/decisions/');
    }
  }
  return broken;
}

/** The project as it is on disk. */
export function projectOnDisk(): Project {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
  const productDir = join(ROOT, 'docs/product');
  const rules = new Map<string, string>();
  for (const name of readdirSync(productDir).filter((entry) => entry.endsWith('.md'))) {
    for (const id of ruleDefinitions(read(`docs/product/${name}`))) rules.set(id, `docs/product/${name}`);
  }
  // The operator's rules (OPS-n) are cited as product rules are.
  for (const id of ruleDefinitions(read('docs/operating.md'))) rules.set(id, 'docs/operating.md');
  const decisions = new Set(
    readdirSync(join(ROOT, 'docs/decisions'))
      .map((name) => /^(\d{4})-/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined),
  );
  return { exists: (path) => existsSync(join(ROOT, path)), read, rules, decisions, outputs: ignoredFolders() };
}
