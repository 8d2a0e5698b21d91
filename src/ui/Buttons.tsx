import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { agency } from '../config/agency';
import type { IconName } from '../content/icons';
import { Icon } from './Icon';

type Variant = 'primary' | 'secondary' | 'outline' | 'light';

const variants: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  outline: 'btn-outline',
  light: 'btn-light',
};

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  icon?: IconName;
  className?: string;
}

/** An internal link styled as a button (client-side navigation). */
export function ButtonLink({ href, children, variant = 'primary', icon, className = '' }: ButtonLinkProps) {
  return (
    <Link href={href} className={`${variants[variant]} ${className}`}>
      {icon && <Icon name={icon} className="h-5 w-5" />}
      {children}
    </Link>
  );
}

interface PhoneLinkProps {
  children?: ReactNode;
  variant?: Variant;
  /** Dial the claims extension. */
  claims?: boolean;
  className?: string;
}

/** A tap-to-call button for the agency's number. */
export function PhoneLink({ children, variant = 'secondary', claims = false, className = '' }: PhoneLinkProps) {
  const phone = claims ? agency.claimsPhone : agency.phone;
  return (
    <a href={phone.href} className={`${variants[variant]} ${className}`}>
      <Icon name="phone" className="h-5 w-5" />
      {children ?? phone.display}
    </a>
  );
}
