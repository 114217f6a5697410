/**
 * Front matter of a markdown page (build time). Only YAML is accepted: gray-matter would otherwise
 * pick the parser named after the opening `---` (`---js` evaluates the block as JavaScript inside
 * the build), so the opening line is checked first, and the non-YAML engines are replaced by ones
 * that refuse, in case a future gray-matter finds another way to name a language.
 */
import matter from 'gray-matter';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The markdown after the front matter. */
  content: string;
}

/** The opening line of a front matter block: `---`, or `---yaml` / `---yml` written out. */
const OPENING = /^---[ \t]*(yaml|yml)?[ \t]*\r?$/i;

const refuse = (language: string) => () => {
  throw new Error(`front matter in ${language} is not accepted`);
};

const YAML_ONLY = {
  language: 'yaml',
  engines: {
    javascript: refuse('JavaScript'),
    js: refuse('JavaScript'),
    json: refuse('JSON'),
    coffee: refuse('CoffeeScript'),
  },
};

/** Reads the YAML front matter of `raw`; any other kind stops with an error naming `source`. */
export function readFrontMatter(raw: string, source: string): FrontMatter {
  // A byte-order mark would hide the opening delimiter from both checks.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  if (firstLine.startsWith('---') && !OPENING.test(firstLine)) {
    throw new Error(`${source}: front matter must be YAML between two "---" lines, got the opening line ${JSON.stringify(firstLine.trim())}`);
  }
  let parsed: { data: unknown; content: string };
  try {
    parsed = matter(text, YAML_ONLY);
  } catch (error) {
    throw new Error(`${source}: front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const { data } = parsed;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${source}: front matter must be a YAML mapping of keys to values`);
  }
  return { data: data as Record<string, unknown>, content: parsed.content };
}
