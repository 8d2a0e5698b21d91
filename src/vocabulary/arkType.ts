/**
 * The arktype type of a tree of nodes whose values are `rule` nodes
 * (./nodes.ts): the files arktype reads whole, an article's frontmatter
 * (src/content/blog/frontmatter.ts) and the agency's facts
 * (src/config/agencyFacts.ts). A set of fields becomes an arktype object (an
 * optional field an optional key), a list an array of its item (at least
 * `min` of them), each with its whole rule; the file's TypeScript type is
 * the tree's `Resolved` type. Build time only: arktype stays out of the
 * pages' JavaScript.
 */
import { type, type Type } from 'arktype';
import type { ContentNode, Resolved, WholeRule } from './nodes.ts';

/** The whole rule as arktype applies it: the narrowing, described in its words when it has them. */
const withWhole = (rule: Type, whole: WholeRule | undefined): Type => {
  if (!whole) return rule;
  const narrowed = rule.narrow(whole.narrow as never);
  return whole.words ? narrowed.describe(whole.words) : narrowed;
};

function ruleOf(node: ContentNode): Type {
  switch (node.type) {
    case 'rule':
      return node.rule;
    case 'object':
      return withWhole(type(Object.fromEntries(Object.entries(node.fields).map(([name, field]) => [field.optional ? `${name}?` : name, ruleOf(field)])) as never), node.whole);
    case 'list': {
      const items = ruleOf(node.item).array();
      return withWhole(node.min ? items.atLeastLength(node.min) : items, node.whole);
    }
    default:
      throw new Error(`${node.label}: a file arktype reads holds rule, object and list nodes only, not ${node.type}`);
  }
}

/** The arktype type that checks a file declared as `node`. */
export const arkTypeOf = <N extends ContentNode>(node: N): Type<Resolved<N>> => ruleOf(node) as never;
