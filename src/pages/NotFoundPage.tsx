import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';

export function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-gray-700">Oops! Page not found</p>
      <Link href="/" className="mt-6 text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Return to Home
      </Link>
    </section>
  );
}
