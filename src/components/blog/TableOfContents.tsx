import type { Block } from '../../content/blog/model';
import { plainText } from '../../content/blog/plainText';
import { useBlogCopy } from './blogCopyContext';

/** Links to the article's sections (its h2s); plain anchors, so they work before hydration too. */
export function TableOfContents({ blocks }: { blocks: Block[] }) {
  const { article: frame } = useBlogCopy();
  const sections = blocks.flatMap((block) => (block.type === 'heading' && block.level === 2 ? [block] : []));
  if (sections.length < 3) return null;
  return (
    <nav aria-labelledby="toc-heading" className="surface-card p-6">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-gray-600">
        {frame.tocLabel}
      </h2>
      <ol className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:(text-brand-900 underline) focus-ring">
              {plainText(section.children)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
