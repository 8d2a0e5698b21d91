import { LegalLayout } from '../../components/ui/LegalLayout';

export default function PrivacyPage({ copy }: { copy: typeof import('../../content/legal/privacy') }) {
  return <LegalLayout document={copy.privacyPolicy} />;
}
