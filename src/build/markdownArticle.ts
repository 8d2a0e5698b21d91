/**
 * Build-time compiler for one blog article: Markdown with YAML frontmatter in,
 * validated metadata and a typed body tree (src/content/blog/model.ts) out.
 * Runs in Node only (the Vite plugin in markdownPlugin.ts); `yaml` and
 * `marked` never reach the browser.
 *
 * Every problem throws an ArticleError that names the file and the field or
 * Markdown construct, so a bad article fails the build with a precise message.
 */
import { basename } from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { agency } from '../config/agency.ts';
import {
  BLOG_CATEGORIES,
  type ArticleBody,
  type ArticleFrontmatter,
  type Block,
  type BlogCategory,
  type Inline,
} from '../content/blog/model.ts';
import { plainText } from '../content/blog/plainText.ts';

export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`[blog] ${file}: ${problem}`);
    this.name = 'ArticleError';
  }
}

export interface CompiledArticle {
  meta: ArticleFrontmatter;
  body: ArticleBody;
}

/** `file` is used in messages and must be named `<id>.md`. */
export function compileArticle(source: string, file: string): CompiledArticle {
  const { data, markdown } = splitFrontmatter(source, file);
  const meta = validateFrontmatter(data, file);
  return { meta, body: compileBody(markdown, file) };
}

// ---------------------------------------------------------------------------
// Frontmatter

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function splitFrontmatter(source: string, file: string): { data: unknown; markdown: string } {
  const match = FRONTMATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new ArticleError(file, 'missing frontmatter (the file must start with a --- block)');
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleError(file, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  return { data, markdown: source.slice(match[0].length + (source.startsWith('\uFEFF') ? 1 : 0)) };
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A path on this site, optionally with a query: "/claims", "/contact?subject=quote". */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&%+]*)?(?:#[A-Za-z0-9\-_]*)?$/;

/** Every frontmatter field, with the rule a reader can act on when it fails. */
const FIELDS = {
  id: 'a lowercase slug (letters, digits, hyphens) equal to the file name',
  title: 'text of 10 to 90 characters',
  subtitle: 'text of 20 to 200 characters',
  excerpt: 'text of 50 to 160 characters (it is also the page description)',
  image: `a photo URL on ${agency.photoOrigin} or a site path starting with /`,
  imageAlt: 'a description of the photo (not empty)',
  date: 'an ISO date YYYY-MM-DD',
  category: `one of: ${BLOG_CATEGORIES.join(', ')}`,
  ctaLabel: 'the button text (2 to 30 characters)',
  ctaHref: 'a path on this site, e.g. /contact?subject=quote',
  ctaTitle: 'the heading of the closing box (10 to 90 characters)',
  ctaText: 'one or two sentences for the closing box (20 to 240 characters)',
} as const;

type Field = keyof typeof FIELDS;

const lengthBetween = (min: number, max: number) => (value: string) => value.length >= min && value.length <= max;

const checks: Record<Field, (value: string, file: string) => boolean> = {
  id: (value, file) => ID.test(value) && basename(file) === `${value}.md`,
  title: lengthBetween(10, 90),
  subtitle: lengthBetween(20, 200),
  excerpt: lengthBetween(50, 160),
  image: (value) => value.startsWith(`${agency.photoOrigin}/`) || SITE_PATH.test(value),
  imageAlt: lengthBetween(5, 200),
  date: isIsoDate,
  category: (value) => (BLOG_CATEGORIES as readonly string[]).includes(value),
  ctaLabel: lengthBetween(2, 30),
  ctaHref: (value) => SITE_PATH.test(value),
  ctaTitle: lengthBetween(10, 90),
  ctaText: lengthBetween(20, 240),
};

export function validateFrontmatter(data: unknown, file: string): ArticleFrontmatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ArticleError(file, 'frontmatter must be a list of "field: value" lines');
  }
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(key in FIELDS)) throw new ArticleError(file, `unknown frontmatter field "${key}" (known: ${Object.keys(FIELDS).join(', ')})`);
  }
  const value = {} as Record<Field, string>;
  for (const field of Object.keys(FIELDS) as Field[]) {
    const raw = record[field];
    if (raw === undefined || raw === null || raw === '') {
      throw new ArticleError(file, `frontmatter field "${field}" is required: ${FIELDS[field]}`);
    }
    if (typeof raw !== 'string') {
      throw new ArticleError(file, `frontmatter field "${field}" must be text (quote it): ${FIELDS[field]}`);
    }
    const text = raw.trim();
    if (!checks[field](text, file)) {
      throw new ArticleError(file, `frontmatter field "${field}" must be ${FIELDS[field]}; got ${JSON.stringify(text)}`);
    }
    value[field] = text;
  }
  return {
    id: value.id,
    title: value.title,
    subtitle: value.subtitle,
    excerpt: value.excerpt,
    image: value.image,
    imageAlt: value.imageAlt,
    date: value.date,
    category: value.category as BlogCategory,
    cta: { label: value.ctaLabel, href: value.ctaHref, title: value.ctaTitle, text: value.ctaText },
  };
}

/** A real calendar day, written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// ---------------------------------------------------------------------------
// Body: Markdown tokens to the typed tree. Anything the renderer has no
// component for (raw HTML, images, code, h1, skipped heading levels, nested
// lists) is an error rather than silently dropped.

const WORDS_PER_MINUTE = 200;

export function compileBody(markdown: string, file: string): ArticleBody {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const blocks: Block[] = [];
  const usedIds = new Set<string>();
  let lastLevel = 1;
  let section = '';
  for (const token of tokens) {
    const block = toBlock(token, file);
    if (!block) continue;
    if (block.type === 'table') block.caption = section || block.header.map(plainText).join(', ');
    if (block.type === 'heading') {
      if (block.level === 2) section = plainText(block.children);
      if (block.level > lastLevel + 1) {
        throw new ArticleError(file, `heading "${plainText(block.children)}" skips a level (### must follow a ## section)`);
      }
      lastLevel = block.level;
      block.id = uniqueId(slugify(plainText(block.children)), usedIds);
    }
    blocks.push(block);
  }
  if (!blocks.some((block) => block.type === 'paragraph')) throw new ArticleError(file, 'the article body is empty');
  return { blocks, readingMinutes: Math.max(1, Math.round(countWords(blocks) / WORDS_PER_MINUTE)) };
}

function toBlock(token: Token, file: string): Block | undefined {
  switch (token.type) {
    case 'space':
      return undefined;
    case 'heading': {
      const { depth, text, tokens } = token as Tokens.Heading;
      if (depth !== 2 && depth !== 3) {
        throw new ArticleError(file, `heading "${text}" is level ${depth}; use ## or ### (the title is the page's only h1)`);
      }
      return { type: 'heading', level: depth, id: '', children: toInlines(tokens, file) };
    }
    case 'paragraph':
      return { type: 'paragraph', children: toInlines((token as Tokens.Paragraph).tokens, file) };
    case 'list': {
      const list = token as Tokens.List;
      return { type: 'list', ordered: list.ordered, items: list.items.map((item) => listItem(item, file)) };
    }
    case 'blockquote':
      return {
        type: 'note',
        children: (token as Tokens.Blockquote).tokens
          .filter((child) => child.type !== 'space')
          .map((child) => {
            if (child.type !== 'paragraph') throw unsupported(file, child, 'inside a > note');
            return toInlines((child as Tokens.Paragraph).tokens, file);
          }),
      };
    case 'table': {
      const table = token as Tokens.Table;
      return {
        type: 'table',
        caption: '',
        header: table.header.map((cell) => toInlines(cell.tokens, file)),
        rows: table.rows.map((row) => row.map((cell) => toInlines(cell.tokens, file))),
      };
    }
    default:
      throw unsupported(file, token);
  }
}

function listItem(item: Tokens.ListItem, file: string): Inline[] {
  const parts = item.tokens.filter((child) => child.type !== 'space');
  if (item.task) throw unsupported(file, item, '(task list)');
  return parts.flatMap((child, index) => {
    if (child.type !== 'text' && child.type !== 'paragraph') throw unsupported(file, child, 'inside a list item');
    const inlines = toInlines((child as Tokens.Text).tokens ?? [{ type: 'text', raw: child.raw, text: (child as Tokens.Text).text }], file);
    return index === 0 ? inlines : [{ type: 'text' as const, text: ' ' }, ...inlines];
  });
}

function toInlines(tokens: Token[], file: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    const clean = text.replace(/\s+/g, ' ');
    if (last?.type === 'text') last.text += clean;
    else out.push({ type: 'text', text: clean });
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) out.push(...toInlines(text.tokens, file));
        else pushText(text.text);
        break;
      }
      case 'escape':
        pushText((token as Tokens.Escape).text);
        break;
      case 'br':
        pushText(' ');
        break;
      case 'strong':
        out.push({ type: 'strong', children: toInlines((token as Tokens.Strong).tokens, file) });
        break;
      case 'em':
        out.push({ type: 'em', children: toInlines((token as Tokens.Em).tokens, file) });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        if (!SITE_PATH.test(link.href) && !/^https:\/\/[^\s/]+/.test(link.href)) {
          throw new ArticleError(file, `link "${link.text}" must point to a site path (/...) or an https:// URL; got "${link.href}"`);
        }
        out.push({ type: 'link', href: link.href, children: toInlines(link.tokens, file) });
        break;
      }
      default:
        throw unsupported(file, token);
    }
  }
  return out;
}

function unsupported(file: string, token: Token, where = ''): ArticleError {
  const names: Record<string, string> = { html: 'raw HTML', image: 'an image', code: 'a code block', codespan: 'inline code', hr: 'a horizontal rule', list: 'a nested list', del: 'strikethrough' };
  const what = names[token.type] ?? `Markdown "${token.type}"`;
  const excerpt = token.raw.trim().split('\n')[0]!.slice(0, 60);
  return new ArticleError(file, `${what}${where ? ` ${where}` : ''} is not supported in articles: ${JSON.stringify(excerpt)}`);
}

// ---------------------------------------------------------------------------
// Helpers

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function countWords(blocks: Block[]): number {
  const text = blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          return plainText(block.children);
        case 'list':
          return block.items.map(plainText).join(' ');
        case 'note':
          return block.children.map(plainText).join(' ');
        case 'table':
          return [...block.header, ...block.rows.flat()].map(plainText).join(' ');
      }
    })
    .join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}
