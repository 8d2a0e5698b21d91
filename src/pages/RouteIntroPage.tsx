import { useCurrentRoute } from '../app/routeContext';

/** A page's real heading and introduction, from its route entry. */
export default function RouteIntroPage() {
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{route.title}</h1>
      <p className="mt-4 text-lg text-gray-700">{route.description}</p>
    </section>
  );
}
