import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorHeadings } from 'virtual:content/error-screen';
import { useLocale } from '../i18n/locale';

interface HttpLikeError {
  status: number;
  statusText: string;
}

const isHttpLike = (error: unknown): error is HttpLikeError =>
  typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;

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
  // Not from the words module: this screen must show even when what failed is loading the words,
  // so its heading (src/content/site.yaml, errorScreen) comes with the app, a few bytes a language.
  const heading = errorHeadings[useLocale()];
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-gray-900">{heading}</h1>
      <h2 className="mt-4 text-xl italic text-gray-800">{summary}</h2>
      {stack && <pre className="mt-6 overflow-auto rounded bg-gray-100 p-4 text-sm">{stack}</pre>}
    </main>
  );
}
