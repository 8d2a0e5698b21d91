import type { Inline } from '../../content/blog/model';
import { InlineContent } from './InlineContent';

interface ArticleTableProps {
  header: Inline[][];
  rows: Inline[][][];
  /** Names the table (and its scrolling frame), e.g. the section's heading. */
  caption: string;
}

/**
 * A comparison table. The first cell of each row heads the row. On narrow
 * screens the frame scrolls sideways; it is focusable so keyboard users can
 * scroll it too.
 */
export function ArticleTable({ header, rows, caption }: ArticleTableProps) {
  return (
    <section aria-label={caption} tabIndex={0} className="mt-6 overflow-x-auto rounded-xl border border-gray-200 focus-ring">
      <table className="w-full min-w-[36rem] border-collapse text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {header.map((cell, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                <InlineContent nodes={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 text-gray-700">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-3 font-semibold text-gray-900">
                    <InlineContent nodes={cell} />
                  </th>
                ) : (
                  <td key={index} className="px-4 py-3">
                    <InlineContent nodes={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
