import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocale, type Locale } from '../i18n/locale';

interface HttpLikeError {
  status: number;
  statusText: string;
}

const isHttpLike = (error: unknown): error is HttpLikeError =>
  typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;

/**
 * The heading in each language, here rather than in the words module: this
 * screen must show even when what failed is loading the words, so it reads
 * nothing that could suspend or fail (a few bytes of the other language).
 */
const headings: Record<Locale, string> = {
  en: 'Unexpected Application Error!',
  es: '¡Error inesperado de la aplicación!',
};

/** Last line of defence: a render error shows what happened instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <UnexpectedError error={error} />;
  }
}

export function UnexpectedError({ error }: { error: unknown }) {
  const summary = isHttpLike(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  // The stack helps developers and only confuses visitors.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const heading = headings[useLocale()];
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-gray-900">{heading}</h1>
      <h2 className="mt-4 text-xl italic text-gray-800">{summary}</h2>
      {stack && <pre className="mt-6 overflow-auto rounded bg-gray-100 p-4 text-sm">{stack}</pre>}
    </main>
  );
}
