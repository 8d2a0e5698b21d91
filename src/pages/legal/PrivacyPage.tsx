import { LegalLayout } from '../../components/ui/LegalLayout';
import type * as Copy from '../../content/legal/privacy';

export default function PrivacyPage({ copy }: { copy: typeof Copy }) {
  return <LegalLayout document={copy.privacyPolicy} />;
}
