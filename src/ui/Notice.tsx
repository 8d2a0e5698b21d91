import type { ReactNode } from 'react';
import type { IconName } from '../content/icons';
import { useWords } from '../content/words';
import { Icon } from './Icon';

const kinds: Record<'info' | 'tip', { box: string; icon: IconName; iconColor: string }> = {
  info: { box: 'border-brand-200 bg-brand-50', icon: 'info', iconColor: 'text-brand-700' },
  tip: { box: 'border-accent-200 bg-accent-50', icon: 'lightbulb', iconColor: 'text-accent-700' },
};

/** A callout box: a note the visitor should not miss, next to the thing it is about. */
export function Notice({ title, children, kind = 'info' }: { title?: string; children: ReactNode; kind?: keyof typeof kinds }) {
  const style = kinds[kind];
  const { ui } = useWords();
  return (
    <aside aria-label={title ?? ui.note} className={`flex gap-3 rounded-xl border p-5 ${style.box}`}>
      <Icon name={style.icon} className={`${style.iconColor} mt-0.5 h-6 w-6`} />
      <div className="text-gray-800">
        {title && <p className="font-semibold text-brand-900">{title}</p>}
        <div className={title ? 'mt-1' : ''}>{children}</div>
      </div>
    </aside>
  );
}
