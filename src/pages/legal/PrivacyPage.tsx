import { LegalLayout } from '../../components/ui/LegalLayout';
import { privacyPolicy } from '../../content/legal/privacy';

export default function PrivacyPage() {
  return <LegalLayout document={privacyPolicy} />;
}
