import { useCurrentRoute } from '../../../app/routeContext';
import { ServicePage } from '../../../components/services/ServicePage';
import { recreationalPage, vehicleByPath } from '../../../content/services/personal/recreational';

/** The five recreational detail routes: one layout, the vehicle's data picked by the current route. */
export default function RecreationalDetailPage() {
  const vehicle = vehicleByPath(useCurrentRoute()?.path);
  if (!vehicle) return null;
  return <ServicePage content={recreationalPage(vehicle)} />;
}
