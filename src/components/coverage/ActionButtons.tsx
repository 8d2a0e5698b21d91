import { ButtonLink, PhoneLink } from '../../ui/Buttons';
import type { ActionRef } from '../../content/coverageTypes';
import { ScrollToFormLink } from './ScrollToFormLink';
import { Icon } from '../../ui/Icon';

/** On the dark hero the second button is outlined in white; on a light section in brand blue. */
const secondary = {
  dark: { variant: 'light', className: 'btn-light' },
  light: { variant: 'outline', className: 'btn-outline' },
} as const;

function ActionButton({ action, primary, surface }: { action: ActionRef; primary: boolean; surface: 'dark' | 'light' }) {
  const variant = primary ? 'primary' : secondary[surface].variant;
  switch (action.kind) {
    case 'scroll':
      return (
        <ScrollToFormLink target={action.target} className={primary ? 'btn-primary' : secondary[surface].className}>
          <Icon name="file-text" className="h-5 w-5" />
          {action.label}
        </ScrollToFormLink>
      );
    case 'link':
      return (
        <ButtonLink href={action.href} variant={variant} icon={action.icon}>
          {action.label}
        </ButtonLink>
      );
    case 'phone':
      return <PhoneLink variant={variant}>{action.label}</PhoneLink>;
  }
}

/** A row of buttons from data: the first is the primary call to action. */
export function ActionButtons({ actions, surface }: { actions: ActionRef[]; surface: 'dark' | 'light' }) {
  return (
    <>
      {actions.map((action, index) => (
        <ActionButton key={`${action.kind}-${action.label ?? 'phone'}`} action={action} primary={index === 0} surface={surface} />
      ))}
    </>
  );
}
