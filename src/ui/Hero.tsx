import type { ReactNode } from 'react';
import { Photo, type PhotoSource } from './Photo';

interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title (e.g. "Personal Insurance"). */
  eyebrow?: string;
  image?: PhotoSource;
  /** Calls to action (ButtonLink, PhoneLink...). */
  actions?: ReactNode;
  /** Extra room at the top when the hero runs under the transparent nav (home page). */
  underNav?: boolean;
  /** Compact bands suit pages whose content matters more than the banner (contact, claims). */
  size?: 'default' | 'compact';
  children?: ReactNode;
}

const padding = {
  underNav: 'pt-32 pb-20 md:pt-44 md:pb-28',
  default: 'py-16 md:py-24',
  compact: 'py-12 md:py-16',
};

/**
 * The page's opening band: the h1, a subline, actions, over a darkened photo.
 * The overlay keeps white text at 7:1 or more whether the photo loads or not
 * (the photo's own fallback block is dark as well).
 */
export function Hero({ title, subtitle, eyebrow, image, actions, underNav = false, size = 'default', children }: HeroProps) {
  return (
    <section className={`on-dark relative isolate overflow-hidden bg-brand-900 text-white ${padding[underNav ? 'underNav' : size]}`}>
      {image && (
        <Photo
          image={image}
          width={1600}
          height={900}
          priority
          tone="dark"
          className="absolute inset-0 -z-10 h-full w-full"
        />
      )}
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${image ? 'bg-gradient-to-r from-brand-950/95 via-brand-900/85 to-brand-900/70' : 'bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700'}`}
      />
      {/* The transparent nav's white links sit on this darker band. */}
      {underNav && <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b from-brand-950/80 to-transparent" />}
      <div className="page-container">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">{eyebrow}</p>}
          <h1 className={`font-extrabold tracking-tight ${size === 'compact' && !underNav ? 'text-3xl md:text-5xl' : 'text-4xl md:text-5xl lg:text-6xl'}`}>
            {title}
          </h1>
          {subtitle && <p className="mt-5 max-w-2xl text-lg text-brand-50 md:text-xl">{subtitle}</p>}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">{actions}</div>}
          {children}
        </div>
      </div>
    </section>
  );
}
