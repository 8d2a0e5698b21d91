import type { ArticleCta as Cta } from '../../content/blog/articles';
import { ButtonLink, PhoneLink } from '../../ui/Buttons';
import { useBlogCopy } from './blogCopyContext';

/** The closing box of an article: its own call to action, and the phone for those who would rather talk. */
export function ArticleCta({ cta }: { cta: Cta }) {
  const { article: frame } = useBlogCopy();
  return (
    <section aria-labelledby="article-cta-heading" className="on-dark mt-14 rounded-2xl bg-brand-800 p-8 text-white md:p-10">
      <h2 id="article-cta-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {cta.title}
      </h2>
      <p className="mt-3 text-lg text-brand-50">{cta.text}</p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink href={cta.href}>
          {cta.label}
        </ButtonLink>
        <PhoneLink variant="light">{frame.callLabel}</PhoneLink>
      </div>
    </section>
  );
}
