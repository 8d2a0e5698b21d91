import { ServicePage } from '../../components/services/ServicePage';
import { commercialOverviewPage } from '../../content/services/commercial/overview';

/** /commercial: the introduction and a link card to every commercial and transportation page. */
export default function CommercialOverviewPage() {
  return <ServicePage content={commercialOverviewPage} />;
}
