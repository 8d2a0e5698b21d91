import { ServicePage } from '../../components/services/ServicePage';
import { personalOverview } from '../../content/services/personal/overview';

/** /services: introduction and link cards to every personal insurance page. */
export default function PersonalOverviewPage() {
  return <ServicePage content={personalOverview} />;
}
