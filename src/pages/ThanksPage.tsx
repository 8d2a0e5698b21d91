import { ButtonLink } from '../ui/Buttons';
import { Icon } from '../ui/Icon';
import type { ThanksCopy } from '../formDefinitions/shapes/thanks';

/**
 * Where a form posted without script lands after the relay has taken it, in
 * the language of the form (`copy`: src/formDefinitions/thanks.ts or its
 * Spanish twin, chosen by the route table). Its links are wouter Links: a
 * Spanish page's router puts them under /es.
 */
export default function ThanksPage({ copy: thanksPage }: { copy: ThanksCopy }) {
  const [home, blog] = thanksPage.links;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-24 text-center">
      <Icon name="circle-check" className="h-14 w-14 text-brand-700" />
      <h1 className="mt-4 text-4xl font-bold text-brand-900">{thanksPage.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-gray-700">{thanksPage.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={home.path} icon="house">
          {home.label}
        </ButtonLink>
        <ButtonLink href={blog.path} variant="outline" icon="book-open">
          {blog.label}
        </ButtonLink>
      </div>
    </section>
  );
}
