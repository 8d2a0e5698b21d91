import type { Block } from '../../content/blog/model';
import { Notice } from '../../ui/Notice';
import { ArticleTable } from './ArticleTable';
import { InlineContent } from './InlineContent';

const text = 'text-lg leading-relaxed text-gray-700';

/**
 * An article's body, from the tree compiled at build time. Headings are h2
 * and h3 (the title is the page's h1) and carry ids for the contents list.
 */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading
                key={index}
                id={block.id}
                className={`scroll-mt-28 font-bold tracking-tight text-brand-900 ${block.level === 2 ? 'mt-12 text-2xl md:text-3xl' : 'mt-8 text-xl md:text-2xl'}`}
              >
                <InlineContent nodes={block.children} />
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={index} className={`mt-5 ${text}`}>
                <InlineContent nodes={block.children} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={`mt-5 space-y-3 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-600 ${text}`}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <InlineContent nodes={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'note':
            return (
              <div key={index} className="mt-8">
                <Notice kind="tip">
                  {block.children.map((paragraph, paragraphIndex) => (
                    <p key={paragraphIndex} className={paragraphIndex ? 'mt-3' : ''}>
                      <InlineContent nodes={paragraph} />
                    </p>
                  ))}
                </Notice>
              </div>
            );
          case 'table':
            return <ArticleTable key={index} header={block.header} rows={block.rows} caption={block.caption} />;
        }
      })}
    </div>
  );
}
