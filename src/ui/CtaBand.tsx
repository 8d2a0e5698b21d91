import { useId, type ReactNode } from 'react';
import { ButtonLink } from './Buttons';
import type { CtaAction } from '../content/types';

interface CtaBandProps {
  title: string;
  text?: ReactNode;
  /** One primary link (the common case), or any `actions` for more. */
  action?: CtaAction;
  actions?: ReactNode;
}

/** A closing call to action: a heading, a line of text and buttons on the brand colour. */
export function CtaBand({ title, text, action, actions }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="on-dark relative isolate overflow-hidden bg-brand-800 py-16 text-white md:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgba(74,139,198,0.35),transparent_45%),radial-gradient(circle_at_85%_80%,rgba(251,191,36,0.12),transparent_40%)]"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
          {action && (
            <ButtonLink href={action.href} icon={action.icon}>
              {action.label}
            </ButtonLink>
          )}
          {actions}
        </div>
      </div>
    </section>
  );
}
