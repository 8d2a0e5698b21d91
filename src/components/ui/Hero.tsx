import type { ReactNode } from 'react';
import { Photo } from './Photo';

interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title (e.g. "Personal Insurance"). */
  eyebrow?: string;
  image?: { src: string; alt: string };
  /** Calls to action (ButtonLink, PhoneLink...). */
  actions?: ReactNode;
  /** Extra room at the top when the hero runs under the transparent nav (home page). */
  underNav?: boolean;
  children?: ReactNode;
}

/** The page's opening band: the h1, a subline, actions, over a darkened photo. */
export function Hero({ title, subtitle, eyebrow, image, actions, underNav = false, children }: HeroProps) {
  return (
    <section className={`relative isolate overflow-hidden bg-brand-900 text-white ${underNav ? 'pt-36 pb-24 md:pt-44 md:pb-32' : 'py-16 md:py-24'}`}>
      {image && (
        <Photo
          src={image.src}
          alt={image.alt}
          width={1600}
          height={900}
          priority
          className="absolute inset-0 -z-10 h-full w-full"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/60" />
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p>}
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight md:text-5xl lg:text-6xl">{title}</h1>
          {subtitle && <p className="mt-5 text-lg text-brand-50 md:text-xl">{subtitle}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-4">{actions}</div>}
          {children}
        </div>
      </div>
    </section>
  );
}
