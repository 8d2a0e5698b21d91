/**
 * Build-time compiler of an article's body: Markdown in, the small typed tree
 * of src/content/blog/model.ts out (React renders it; no HTML string reaches
 * the browser). Anything the renderer has no component for (raw HTML,
 * images, code, h1, skipped heading levels, nested lists) is an error naming
 * the file and the construct, rather than silently dropped.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { Lexer, type Token, type Tokens } from 'marked';
import type { ArticleBody, Block, Inline } from '../../content/blog/model.ts';
import { plainText } from '../../content/blog/plainText.ts';
import { SITE_PATH } from '../../content/blog/sitePath.ts';
import { ArticleError } from './ArticleError.ts';

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

/**
 * Character references as the characters they stand for, once: the tree
 * holds text, which React escapes as it writes it, so "AT&amp;T" must reach
 * it as "AT&T". marked's lexer already turns a numeric reference into its
 * character (but "&#38;" into "&amp;", so that "&" stays unambiguous) and
 * leaves named ones as written: decoding the named ones in each token's
 * text, and in a link's address, completes the decoding exactly once
 * ("&amp;copy;" reads "&copy;"). A name HTML does not define stays as
 * written, as CommonMark says.
 */
export const decodeCharacterReferences = (text: string) =>
  text.replace(/&([A-Za-z][A-Za-z0-9]{0,31});/g, (reference, name: string) => {
    const decoded = decodeNamedCharacterReference(name);
    return decoded === false ? reference : decoded;
  });

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
        else pushText(decodeCharacterReferences(text.text));
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
        const href = decodeCharacterReferences(link.href);
        if (!SITE_PATH.test(href) && !/^https:\/\/[^\s/]+/.test(href)) {
          throw new ArticleError(file, `link "${link.text}" must point to a site path (/...) or an https:// URL; got "${href}"`);
        }
        out.push({ type: 'link', href, children: toInlines(link.tokens, file) });
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

/**
 * A heading's anchor: ASCII only, so 'Cobertura de colisión' gives
 * 'cobertura-de-colision' (decomposed, its accents dropped) rather than
 * losing the letter.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
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
