import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useWords } from '../content/words';

export function NotFoundPage() {
  const [location] = useLocation();
  const { notFound } = useWords();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-gray-700">{notFound.message}</p>
      <Link href="/" className="mt-6 text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {notFound.home}
      </Link>
    </section>
  );
}
