/**
 * The content model's vocabulary: what a content file may hold, as data.
 *
 * Every page's words and photos live in YAML files (src/content/pages/,
 * src/content/coverage/, src/content/site.yaml) whose shape is written here
 * once, as a tree of nodes; the articles' frontmatter
 * (src/content/blog/frontmatter.ts) and the agency's facts
 * (src/config/agencyFacts.ts) are trees of the same nodes, their values
 * `rule` nodes that arktype checks. Four things are read off a tree
 * (docs/content.md):
 * - the file's rules, checked by the build (src/content/model/read.ts: a missing or empty
 *   translation, an unknown placeholder, a page or icon that does not exist
 *   stops it, naming the file and the field);
 * - one language's content, what a page component receives
 *   (`Resolved<typeof node>`, the type; src/content/model/read.ts, the value);
 * - the content editor's fields (src/buildSteps/cms/contentFields.ts);
 * - what the editor's preview renders.
 *
 * Structure once, words per language: a `text` node is the only one that
 * differs by language, written `{ en: …, es: … }` in the file; everything
 * else (a section's kind and order, an icon, a photo, a link, a form) is
 * written once for both.
 */
import type { Type } from 'arktype';
import type { Locale } from '../i18n/locale';

interface Base {
  /** The field's name in the editor. */
  label: string;
  /** A line under the field in the editor. */
  hint?: string;
  /** May be left out (or, for a text, left empty in every language). */
  optional?: boolean;
}

/**
 * Words, one per language. Facts are placeholders filled at build
 * (`{phone}`, `{city}`: src/content/model/placeholders.ts); `slots` are placeholders the
 * component fills when it shows the text (`{title}` in "Learn More about
 * {title}"). Any other `{name}` stops the build.
 */
export interface TextNode extends Base {
  type: 'text';
  /** A paragraph rather than a line (a text area in the editor). */
  multiline?: boolean;
  slots?: readonly string[];
  /** Written in these languages only (the legal pages' translation notice: Spanish only). */
  only?: readonly Locale[];
}

/** One of a fixed list of values (an icon, a tone, a number of columns). */
export interface ChoiceNode<Value extends string | number = string | number> extends Base {
  type: 'choice';
  options: readonly Value[];
}

export interface NumberNode extends Base {
  type: 'number';
  min?: number;
}

export interface BooleanNode extends Base {
  type: 'boolean';
}

/**
 * Where a link goes: a path on this site (`/contact?subject=quote`), an
 * anchor on the page (`#quote`), an `https` address, or a fact placeholder
 * (`{links.payment}`). A site path must be a page the site has.
 */
export interface LinkNode extends Base {
  type: 'link';
}

/** A page's own address on this site (`/services/business`): lowercase segments after a slash. */
export interface PathNode extends Base {
  type: 'path';
}

/** An id (an anchor a link can target, e.g. `policy-change`): lowercase letters, digits and hyphens. */
export interface IdNode extends Base {
  type: 'id';
}

/** A day, YYYY-MM-DD. */
export interface DateNode extends Base {
  type: 'date';
}

/** A coverage page, by its file name (`cyber`); one that does not exist stops the build. */
export interface PageNode extends Base {
  type: 'page';
}

/**
 * One of the site's forms, by id (src/formDefinitions/modules.ts); `Value`
 * is what a page receives in its place (src/content/model/formNode.ts: the definition), a
 * type only, so this vocabulary knows nothing of the forms.
 */
export interface FormNode<Value = unknown> extends Base {
  type: 'form';
  /** The recreational form may be named (it needs its vehicle: a coverage page names it beside). */
  withVehicle?: boolean;
  /** Never set: carries the value's type. */
  readonly value?: Value;
}

/** A blog article, by its id. */
export interface ArticleNode extends Base {
  type: 'article';
}

/**
 * A photo: an upload (`/images/uploads/<file>`, optimised at build) or an
 * `https` address on the photo host, with its description in each language.
 */
export interface PhotoNode extends Base {
  type: 'photo';
}

/**
 * A value of a file arktype reads whole rather than src/content/model/read.ts (an article's
 * frontmatter, the agency's facts: docs/content.md, "One way to declare
 * content"): `rule` is its arktype type, described in the writer's words
 * (the build's messages and the editor's hint quote them); the editor's
 * field and pattern follow from the type (its JSON Schema).
 */
export interface RuleNode<R extends Type = Type> extends Base {
  type: 'rule';
  rule: R;
  /** An enumerated rule's values (or its items'), in the order the editor offers them; they must be the rule's. */
  options?: readonly string[];
  /** The rule checks the value trimmed (`string.trim`), so the editor's pattern lets surrounding spaces through. */
  trimmed?: boolean;
}

/**
 * A rule of a set of fields or a list as a whole, in a file arktype reads (a
 * group of days closes after it opens; each day in one group at most):
 * `narrow` is arktype's, `words` (optional) the rule as the build's message
 * and the editor's hint say it.
 */
export interface WholeRule {
  narrow: (value: never, context: { reject: (problem: { expected?: string; actual?: string; message?: string; relativePath?: (string | number)[] }) => false }) => boolean;
  words?: string;
}

export interface ObjectNode<Fields extends FieldsOf = FieldsOf> extends Base {
  type: 'object';
  fields: Fields;
  whole?: WholeRule;
}

export interface ListNode<Item extends ContentNode = ContentNode> extends Base {
  type: 'list';
  item: Item;
  /** What one item is called in the editor ("card"). */
  singular: string;
  min?: number;
  max?: number;
  whole?: WholeRule;
}

/** One kind of block in a list of blocks: its name in the editor, its fields, and a line saying what it shows (under its name in the editor's *Add* menu). */
export interface BlockType<Fields extends FieldsOf = FieldsOf> {
  label: string;
  fields: Fields;
  description?: string;
}

/**
 * An ordered list of typed blocks (a page's sections, a section's cards):
 * each item names its kind in `kind`, and has that kind's fields. The
 * editor adds, removes and reorders them.
 */
export interface BlocksNode<Types extends Record<string, BlockType> = Record<string, BlockType>> extends Base {
  type: 'blocks';
  types: Types;
  singular: string;
  min?: number;
}

/**
 * A node whose value becomes something else once read: a card that names a
 * coverage page becomes that page's card. `to` runs at build time only.
 */
export interface MappedNode<Inner extends ContentNode = ContentNode, Out = unknown> extends Base {
  type: 'mapped';
  inner: Inner;
  to: (value: Resolved<Inner>, context: MapContext) => Out;
}

/** What a mapped node's `to` may ask while the build reads a file. */
export interface MapContext {
  locale: Locale;
  /** A coverage page's card, path and names in the language being read (the page was checked to exist). */
  coverage: (slug: string) => CoverageFacts;
  /** Every coverage page, in their order. */
  coverageList: () => readonly CoverageFacts[];
  /** Reports a problem at the node being read, naming the file and the field. */
  problem: (message: string) => void;
}

/** What one coverage page offers others: the model's view of src/content/coverage/<slug>.yaml. */
export interface CoverageFacts {
  slug: string;
  path: string;
  name: string;
  card?: { title: string; description: string; icon?: string };
  homeCard?: { title: string; description: string; icon: string; tone: string };
}

/**
 * A value the file does not hold: made by the build from the rest of the
 * site (the home page's grid of coverages, a language's article list).
 * Nothing to write, nothing in the editor.
 */
export interface DerivedNode<Out = unknown> extends Base {
  type: 'derived';
  make: (context: MapContext) => Out;
}

/**
 * A value another module holds (a form's definition, a language's article
 * list): the module the build makes of a page imports it in this place
 * (src/buildSteps/content/moduleCode.ts). Typed as what the page receives.
 */
export interface ModuleImport {
  readonly importFrom: string;
  readonly importName: string;
}

export const moduleImport = <T>(from: string, name = 'default'): T => ({ importFrom: from, importName: name }) satisfies ModuleImport as unknown as T;

export const isModuleImport = (value: unknown): value is ModuleImport =>
  typeof value === 'object' && value !== null && 'importFrom' in value && 'importName' in value && Object.keys(value).length === 2;

export type ContentNode =
  | TextNode
  | ChoiceNode
  | NumberNode
  | BooleanNode
  | LinkNode
  | IdNode
  | PathNode
  | DateNode
  | PageNode
  | FormNode
  | ArticleNode
  | PhotoNode
  | RuleNode
  | ObjectNode
  | ListNode
  | BlocksNode
  | MappedNode
  | DerivedNode;

export type FieldsOf = Record<string, ContentNode>;

// ---------------------------------------------------------------------------
// One language's value of a node: what a component receives.

/** A photo as a page shows it; an upload has its optimised variants. */
export interface PhotoData {
  src: string;
  alt: string;
  /** Uploads only: the original's size and the variants the build made (src/buildSteps/content/photos.ts). */
  width?: number;
  height?: number;
  sources?: readonly { type: string; srcSet: string }[];
  /** The fallback's own widths (JPEG or PNG). */
  srcSet?: string;
}


type Value<N> = N extends TextNode
  ? string
  : N extends ChoiceNode<infer V>
    ? V
    : N extends NumberNode
      ? number
      : N extends BooleanNode
        ? boolean
        : N extends LinkNode | IdNode | PathNode | DateNode | PageNode | ArticleNode
          ? string
          : N extends FormNode<infer V>
            ? V
            : N extends PhotoNode
              ? PhotoData
              : N extends RuleNode<infer R>
                ? R['infer']
                : N extends ObjectNode<infer F>
                  ? ResolvedFields<F>
                  : N extends ListNode<infer I>
                    ? Resolved<I>[]
                    : N extends BlocksNode<infer T>
                      ? Array<{ [K in keyof T & string]: Simplify<{ kind: K } & ResolvedFields<T[K]['fields']>> }[keyof T & string]>
                      : N extends MappedNode<ContentNode, infer O>
                        ? O
                        : N extends DerivedNode<infer O>
                          ? O
                          : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type OptionalKeys<F extends FieldsOf> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

type ResolvedFields<F extends FieldsOf> = Simplify<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: Resolved<F[K]> } & { [K in OptionalKeys<F>]?: Resolved<F[K]> }
>;

/** A node's value in one language, as the build resolves it. */
export type Resolved<N> = N extends { optional: true } ? Value<N> | undefined : Value<N>;

// ---------------------------------------------------------------------------
// Builders: a model reads as the file does.

type Options<N> = Omit<N, 'type' | 'label'>;

export const text = (label: string, options: Options<TextNode> = {}): TextNode => ({ type: 'text', label, ...options });
/** A paragraph of text (a text area in the editor). */
export const paragraph = (label: string, options: Options<TextNode> = {}): TextNode => text(label, { multiline: true, ...options });
export const choice = <const V extends string | number>(label: string, options: readonly V[], more: Omit<Options<ChoiceNode>, 'options'> = {}): ChoiceNode<V> => ({
  type: 'choice',
  label,
  options,
  ...more,
});
export const number = (label: string, options: Options<NumberNode> = {}): NumberNode => ({ type: 'number', label, ...options });
export const boolean = (label: string, options: Options<BooleanNode> = {}): BooleanNode => ({ type: 'boolean', label, ...options });
export const link = (label: string, options: Options<LinkNode> = {}): LinkNode => ({ type: 'link', label, ...options });
export const path = (label: string, options: Options<PathNode> = {}): PathNode => ({ type: 'path', label, ...options });
export const id = (label: string, options: Options<IdNode> = {}): IdNode => ({ type: 'id', label, ...options });
export const date = (label: string, options: Options<DateNode> = {}): DateNode => ({ type: 'date', label, ...options });
export const page = (label: string, options: Options<PageNode> = {}): PageNode => ({ type: 'page', label, ...options });
export const article = (label: string, options: Options<ArticleNode> = {}): ArticleNode => ({ type: 'article', label, ...options });
export const photo = (label: string, options: Options<PhotoNode> = {}): PhotoNode => ({ type: 'photo', label, ...options });
export const rule = <const R extends Type>(label: string, rule: R, options: Omit<Options<RuleNode>, 'rule'> = {}): RuleNode<R> => ({ type: 'rule', label, rule, ...options });

export const object = <const F extends FieldsOf>(label: string, fields: F, options: Omit<Options<ObjectNode>, 'fields'> = {}): ObjectNode<F> => ({
  type: 'object',
  label,
  fields,
  ...options,
});

export const list = <const I extends ContentNode>(
  label: string,
  singular: string,
  item: I,
  options: Omit<Options<ListNode>, 'item' | 'singular'> = {},
): ListNode<I> => ({ type: 'list', label, singular, item, ...options });

export const blocks = <const T extends Record<string, BlockType>>(
  label: string,
  singular: string,
  types: T,
  options: Omit<Options<BlocksNode>, 'types' | 'singular'> = {},
): BlocksNode<T> => ({ type: 'blocks', label, singular, types, ...options });

export const block = <const F extends FieldsOf>(label: string, fields: F, description?: string): BlockType<F> => ({ label, fields, ...(description ? { description } : {}) });

export const mapped = <I extends ContentNode, O>(inner: I, to: (value: Resolved<I>, context: MapContext) => O): MappedNode<I, O> => ({
  type: 'mapped',
  label: inner.label,
  ...(inner.hint ? { hint: inner.hint } : {}),
  ...(inner.optional ? { optional: inner.optional } : {}),
  inner,
  to,
});

export const derived = <O>(label: string, make: (context: MapContext) => O): DerivedNode<O> => ({ type: 'derived', label, make });

/** The same node, which may be left out. */
export const optional = <N extends ContentNode>(node: N): N & { optional: true } => ({ ...node, optional: true });
