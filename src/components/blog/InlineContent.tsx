import { Link } from 'wouter';
import type { Inline } from '../../content/blog/model';
import { useWords } from '../../content/words';

const isSitePath = (href: string) => href.startsWith('/');

/**
 * Text runs of an article: plain text, bold, italic and links. A site path is
 * a wouter Link, so under the Spanish pages' router base it leads to the
 * Spanish page (`/claims` → `/es/claims`) and navigates in place.
 */
export function InlineContent({ nodes }: { nodes: Inline[] }) {
  const { newTab } = useWords().ui;
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return node.text;
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-gray-900">
                <InlineContent nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineContent nodes={node.children} />
              </em>
            );
          case 'link':
            return isSitePath(node.href) ? (
              <Link key={index} href={node.href} className="text-link">
                <InlineContent nodes={node.children} />
              </Link>
            ) : (
              <a key={index} href={node.href} target="_blank" rel="noopener noreferrer" className="text-link">
                <InlineContent nodes={node.children} />
                <span className="sr-only"> {newTab}</span>
              </a>
            );
        }
      })}
    </>
  );
}
