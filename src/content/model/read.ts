/**
 * Reading a content file against its model (src/vocabulary/nodes.ts), in one language:
 * every rule of the model is checked and every problem reported with the
 * field's path (`sections[2].cards[0].title.es`), and the value comes out as
 * that language's content, facts filled in. The build reads every file in
 * every language, so a missing translation stops it (src/buildSteps/content/).
 * Runs at build time, in the editor's preview, and in tests; never on a page.
 */
import type { Locale } from '../../i18n/locale.ts';
import { locales } from '../../i18n/locale.ts';
import type { ContentNode, CoverageFacts, FieldsOf, MapContext, ModuleImport, PhotoData, Resolved } from '../../vocabulary/nodes';
import { fillFacts, spelledFactMessage, spelledFacts } from './placeholders.ts';
import { UPLOAD, UPLOAD_ENDINGS_NAMED, UPLOADS_PATH } from './uploads.ts';

/** What reading a file needs to know about the rest of the site. */
export interface ReadContext {
  locale: Locale;
  /** The facts' values in this language (./placeholders.ts). */
  facts: Readonly<Record<string, string>>;
  /** Every coverage page in this language, by file name; absent while the coverage pages themselves are first listed. */
  coverage?: ReadonlyMap<string, CoverageFacts>;
  /** Whether a path (without query or anchor) is a page of the site. */
  isSitePath: (path: string) => boolean;
  formIds: readonly string[];
  /** Where a form's definition in this language is exported (its page's module imports it). */
  formModule: (id: string) => ModuleImport;
  articleIds: readonly string[];
  /** The host stock photos come from (https://images.unsplash.com). */
  photoOrigin: string;
  /** An upload's size and variants (the build made them before reading); undefined when the file is missing. */
  upload?: (src: string) => Omit<PhotoData, 'alt'> | undefined;
  /** Why an upload the build checked cannot be used ("is not …"), or undefined (src/buildSteps/content/photos.ts). */
  uploadProblem?: (src: string) => string | undefined;
}

export interface Problem {
  path: string;
  message: string;
}

const LANGUAGE: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The form that needs its vehicle filled in (src/formDefinitions/recreational.ts): only a coverage page, which names the vehicle beside it, may show it. */
export const RECREATIONAL_FORM = 'recreational';
const ID = /^[a-z][a-z0-9-]*$/;
const PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SITE_LINK = /^\/[^\s]*$/;
const ANCHOR = /^#[a-z][a-z0-9-]*$/;
const WEB_LINK = /^https:\/\/\S+$/;

/**
 * The page a link to a path on this site names when it is no page of it
 * (what follows the address, `?subject=quote` or `#policy-change`, aside);
 * undefined when it leads to a page. The build's check below and the
 * editor's link field (src/admin/siteLinkField.ts) both ask it.
 */
export function deadLinkPath(href: string, isSitePath: (path: string) => boolean): string | undefined {
  const sitePath = href.replace(/[?#].*$/, '') || '/';
  return isSitePath(sitePath) ? undefined : sitePath;
}

/**
 * What is wrong with a link to a path on this site that is no page of it,
 * in the build's words; the content files' links and the articles' closing
 * button (src/buildSteps/content/loadSiteContent.ts) are checked by it.
 */
export function deadLinkProblem(href: string, isSitePath: (path: string) => boolean): string | undefined {
  const dead = deadLinkPath(href, isSitePath);
  return dead === undefined ? undefined : `links to ${dead}, which is no page of the site`;
}

/**
 * The rules of the model's one-line values, in the words the build's
 * messages use: the content editor states the same rules under its fields
 * and refuses what breaks them as the office types (src/buildSteps/cms/contentFields.ts).
 */
export const VALUE_RULES = {
  id: { pattern: ID, words: 'lowercase letters, digits and hyphens, starting with a letter' },
  path: { pattern: PATH, words: 'an address on this site such as /services/business: lowercase letters, digits and hyphens after each /' },
  date: { pattern: ISO_DATE, words: 'a day written YYYY-MM-DD' },
  link: {
    patterns: { site: SITE_LINK, anchor: ANCHOR, web: WEB_LINK },
    words: 'a path on this site (/contact), an anchor on the page (#quote) or an https address',
  },
  upload: { pattern: UPLOAD, words: `an upload (${UPLOADS_PATH}<file>${UPLOAD_ENDINGS_NAMED})` },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one): the content files' dates and the articles' (src/content/blog/frontmatter.ts). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A text as the file holds it: YAML's block scalars end with a newline that is not part of the words. */
const asWritten = (value: string) => value.replace(/\n+$/, '');

class Reader {
  readonly problems: Problem[] = [];
  constructor(readonly context: ReadContext) {}

  problem(path: string, message: string) {
    this.problems.push({ path, message });
  }

  read(node: ContentNode, value: unknown, path: string): unknown {
    if (node.type === 'derived') return this.derived(node, value, path);
    if (isAbsent(value) && node.type !== 'text' && node.type !== 'boolean') {
      if (!node.optional) this.problem(path, `is missing (${node.label})`);
      return undefined;
    }
    switch (node.type) {
      case 'text':
        return this.text(node, value, path);
      case 'choice':
        if (!node.options.includes(value as never)) this.problem(path, `must be one of ${node.options.join(', ')} (was ${JSON.stringify(value)})`);
        return value;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value) || (node.min !== undefined && value < node.min))
          this.problem(path, `must be a number${node.min !== undefined ? ` of ${node.min} or more` : ''} (was ${JSON.stringify(value)})`);
        return value;
      case 'boolean':
        if (value === undefined || value === null) return false;
        if (typeof value !== 'boolean') this.problem(path, `must be true or false (was ${JSON.stringify(value)})`);
        return value;
      case 'link':
        return this.link(value, path);
      case 'id':
        if (typeof value !== 'string' || !ID.test(value)) this.problem(path, `must be ${VALUE_RULES.id.words} (was ${JSON.stringify(value)})`);
        return value;
      case 'path':
        if (typeof value !== 'string' || !PATH.test(value)) this.problem(path, `must be ${VALUE_RULES.path.words} (was ${JSON.stringify(value)})`);
        return value;
      case 'date':
        if (typeof value !== 'string' || !isCalendarDay(value)) this.problem(path, `must be ${VALUE_RULES.date.words} (was ${JSON.stringify(value)})`);
        return value;
      case 'page':
        if (typeof value !== 'string' || (this.context.coverage && !this.context.coverage.has(value)))
          this.problem(path, `names no coverage page: there is no src/content/coverage/${String(value)}.yaml`);
        return value;
      case 'form':
        if (typeof value !== 'string' || !this.context.formIds.includes(value))
          this.problem(path, `must be one of the forms ${this.context.formIds.join(', ')} (was ${JSON.stringify(value)})`);
        else if (value === RECREATIONAL_FORM && !node.withVehicle) this.problem(path, `names the ${RECREATIONAL_FORM} form, which only a coverage page can show (it names the vehicle beside it)`);
        return typeof value === 'string' && this.context.formIds.includes(value) ? this.context.formModule(value) : undefined;
      case 'article':
        if (typeof value !== 'string' || !this.context.articleIds.includes(value)) this.problem(path, `names no blog article in ${LANGUAGE[this.context.locale]} (was ${JSON.stringify(value)})`);
        return value;
      case 'photo':
        return this.photo(node.label, value, path);
      case 'rule':
        // The files arktype reads whole hold these (src/vocabulary/arkType.ts); read here, the rule's own words say what is wrong.
        if (!node.rule.allows(value)) {
          this.problem(path, `must be ${node.rule.description} (was ${JSON.stringify(value)})`);
          return undefined;
        }
        return node.rule(value);
      case 'object':
        return this.fields(node.fields, value, path);
      case 'list':
        return this.list(node, value, path);
      case 'blocks':
        return this.blocks(node, value, path);
      case 'mapped':
        return this.mapped(node, value, path);
    }
  }

  private text(node: Extract<ContentNode, { type: 'text' }>, value: unknown, path: string): string | undefined {
    const { locale } = this.context;
    const written = node.only ?? locales;
    if (isAbsent(value) && node.optional) return undefined;
    if (isAbsent(value)) {
      this.problem(path, `is empty: write ${written.map((l) => `the ${LANGUAGE[l]}`).join(' and ')} text (${node.label})`);
      return undefined;
    }
    if (!isRecord(value)) {
      this.problem(path, `must give the text in each language (${written.join(', ')}), e.g. ${written.map((l) => `${l}: …`).join(', ')}`);
      return undefined;
    }
    for (const key of Object.keys(value)) if (!(written as readonly string[]).includes(key)) this.problem(join(path, key), `is not a language this text is written in (${written.join(', ')})`);
    const texts = written.map((l) => (typeof value[l] === 'string' ? asWritten(value[l] as string) : isAbsent(value[l]) ? '' : undefined));
    written.forEach((l, index) => {
      if (texts[index] === undefined) this.problem(join(path, l), `must be text (was ${JSON.stringify(value[l])})`);
    });
    const filled = texts.filter((t) => t);
    if (filled.length === 0 && node.optional) return undefined;
    if (!written.includes(locale)) return undefined;
    const own = texts[written.indexOf(locale)];
    if (own === undefined) return undefined;
    if (own.trim() === '') {
      this.problem(join(path, locale), node.optional ? `is empty while another language is written: write the ${LANGUAGE[locale]} text too, or empty both` : `is empty: write the ${LANGUAGE[locale]} text (${node.label})`);
      return undefined;
    }
    const { text, unknown } = fillFacts(own, this.context.facts, node.slots);
    if (unknown.length) {
      const allowed = [...Object.keys(this.context.facts), ...(node.slots ?? [])].map((name) => `{${name}}`).join(', ');
      this.problem(join(path, locale), `names ${unknown.map((name) => `{${name}}`).join(', ')}, which is no placeholder (known: ${allowed})`);
    }
    // One place per fact (docs/content.md, "Placeholders"): a fact written out would not follow the facts file.
    for (const fact of spelledFacts(own, this.context.facts)) this.problem(join(path, locale), spelledFactMessage(fact));
    return text;
  }

  private link(value: unknown, path: string): string | undefined {
    if (typeof value !== 'string') {
      this.problem(path, `must be a link (was ${JSON.stringify(value)})`);
      return undefined;
    }
    const { text: href, unknown } = fillFacts(value, this.context.facts);
    if (unknown.length) this.problem(path, `names ${unknown.map((name) => `{${name}}`).join(', ')}, which is no placeholder`);
    else if (SITE_LINK.test(href)) {
      const dead = deadLinkProblem(href, this.context.isSitePath);
      if (dead) this.problem(path, dead);
    } else if (!ANCHOR.test(href) && !WEB_LINK.test(href)) {
      this.problem(path, `must be ${VALUE_RULES.link.words} (was ${JSON.stringify(value)})`);
    }
    return href;
  }

  private photo(label: string, value: unknown, path: string): PhotoData | undefined {
    if (!isRecord(value)) {
      this.problem(path, `must be a photo: its address (src) and its description (alt) (${label})`);
      return undefined;
    }
    for (const key of Object.keys(value)) if (key !== 'src' && key !== 'alt') this.problem(join(path, key), 'is not a field of a photo (src, alt)');
    const alt = this.text({ type: 'text', label: `${label}: description` }, value.alt, join(path, 'alt'));
    const src = value.src;
    if (typeof src !== 'string' || src.trim() === '') {
      this.problem(join(path, 'src'), `is missing: upload a photo or give its address (${label})`);
      return undefined;
    }
    if (UPLOAD.test(src)) {
      const upload = this.context.upload?.(src);
      const unusable = this.context.uploadProblem?.(src);
      if (unusable) {
        this.problem(join(path, 'src'), `names ${src}, which ${unusable}`);
        return undefined;
      }
      if (this.context.upload && !upload) {
        this.problem(join(path, 'src'), `names ${src}, but there is no such file in src/public${UPLOADS_PATH}`);
        return undefined;
      }
      return { alt: alt ?? '', ...upload!, src: upload?.src ?? src };
    }
    if (!src.startsWith(`${this.context.photoOrigin}/`))
      this.problem(join(path, 'src'), `must be ${VALUE_RULES.upload.words} or a photo on ${this.context.photoOrigin} (was ${JSON.stringify(src)})`);
    return { src, alt: alt ?? '' };
  }

  fields(fields: FieldsOf, value: unknown, path: string): Record<string, unknown> | undefined {
    if (!isRecord(value)) {
      this.problem(path || '(the file)', `must be a set of fields (${Object.keys(fields).join(', ')})`);
      return undefined;
    }
    for (const key of Object.keys(value)) if (!(key in fields)) this.problem(join(path, key), `is not a field here (known: ${Object.keys(fields).join(', ')})`);
    const out: Record<string, unknown> = {};
    for (const [key, node] of Object.entries(fields)) {
      const read = this.read(node, value[key], join(path, key));
      if (read !== undefined) out[key] = read;
    }
    return out;
  }

  private list(node: Extract<ContentNode, { type: 'list' }>, value: unknown, path: string): unknown[] | undefined {
    if (!Array.isArray(value)) {
      this.problem(path, `must be a list of ${node.singular}s`);
      return undefined;
    }
    this.count(value.length, node, path);
    return value.map((item, index) => this.read(node.item, item, join(path, index)));
  }

  private count(length: number, node: { min?: number; max?: number; singular: string }, path: string) {
    if (node.min !== undefined && length < node.min) this.problem(path, `must have at least ${node.min} ${node.singular}${node.min === 1 ? '' : 's'} (has ${length})`);
    if ('max' in node && node.max !== undefined && length > node.max) this.problem(path, `must have at most ${node.max} ${node.singular}${node.max === 1 ? '' : 's'} (has ${length})`);
  }

  private blocks(node: Extract<ContentNode, { type: 'blocks' }>, value: unknown, path: string): unknown[] | undefined {
    if (!Array.isArray(value)) {
      this.problem(path, `must be a list of ${node.singular}s`);
      return undefined;
    }
    this.count(value.length, node, path);
    const kinds = Object.keys(node.types);
    return value.map((item, index) => {
      const at = join(path, index);
      const kind = isRecord(item) ? item.kind : undefined;
      if (typeof kind !== 'string' || !(kind in node.types)) {
        this.problem(join(at, 'kind'), `must be one of ${kinds.join(', ')} (was ${JSON.stringify(kind)})`);
        return undefined;
      }
      const { kind: _, ...rest } = item as Record<string, unknown>;
      return { kind, ...this.fields(node.types[kind]!.fields, rest, at) };
    });
  }

  private derived(node: Extract<ContentNode, { type: 'derived' }>, value: unknown, path: string): unknown {
    if (value !== undefined) this.problem(path, `is made by the build (${node.label}): remove it from the file`);
    const context = this.mapContext(path);
    return context && node.make(context);
  }

  private mapContext(path: string): MapContext | undefined {
    const { coverage, locale } = this.context;
    if (!coverage) return undefined;
    return {
      locale,
      coverage: (slug) => coverage.get(slug)!,
      coverageList: () => [...coverage.values()],
      problem: (message) => this.problem(path, message),
    };
  }

  private mapped(node: Extract<ContentNode, { type: 'mapped' }>, value: unknown, path: string): unknown {
    const before = this.problems.length;
    const inner = this.read(node.inner, value, path);
    if (this.problems.length > before || inner === undefined) return undefined;
    const context = this.mapContext(path);
    return context && node.to(inner as never, context);
  }
}

/** A file's content in one language, and every problem found on the way. */
export function readContent<N extends ContentNode>(node: N, value: unknown, context: ReadContext): { value: Resolved<N>; problems: Problem[] } {
  const reader = new Reader(context);
  const read = node.type === 'object' ? reader.fields(node.fields, value, '') : reader.read(node, value, '');
  return { value: read as Resolved<N>, problems: reader.problems };
}
