import type { ReactNode } from 'react';

/** A closing call to action: a heading, a line of text and buttons on the brand colour. */
export function CtaBand({ title, text, actions }: { title: string; text?: ReactNode; actions: ReactNode }) {
  return (
    <section className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 className="text-3xl font-bold md:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div>
      </div>
    </section>
  );
}
