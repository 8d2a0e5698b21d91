import { Link } from 'wouter';
import type { Inline } from '../../content/blog/model';

const isSitePath = (href: string) => href.startsWith('/');

/** Text runs of an article: plain text, bold, italic and links (site paths navigate in place). */
export function InlineContent({ nodes }: { nodes: Inline[] }) {
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
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            );
        }
      })}
    </>
  );
}
