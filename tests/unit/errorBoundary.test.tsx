import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, UnexpectedError } from '../../src/app/ErrorBoundary';
import { render, screen } from './test-utils';

function Broken(): never {
  throw new Error('The quote service is unavailable');
}

describe('the unexpected-error screen', () => {
  it('catches a render error and shows its message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The quote service is unavailable')).toBeInTheDocument();
  });

  it('shows the status and status text of an HTTP-like error', () => {
    render(<UnexpectedError error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the stack in development only', () => {
    const error = new Error('boom');
    const { container, unmount } = render(<UnexpectedError error={error} />);
    // vitest runs with import.meta.env.DEV true
    expect(container.querySelector('pre')?.textContent).toContain('boom');
    unmount();
    vi.stubEnv('DEV', false);
    const { container: production } = render(<UnexpectedError error={error} />);
    expect(production.querySelector('pre')).toBeNull();
    vi.unstubAllEnvs();
  });
});
