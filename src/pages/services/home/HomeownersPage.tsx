import { ServicePage } from '../../../components/services/ServicePage';
import { homeownersPage } from '../../../content/services/personal/homeowners';

/** /services/home/homeowners: coverages, the owner-occupied note, benefits, the homeowner form. */
export default function HomeownersPage() {
  return <ServicePage content={homeownersPage} />;
}
