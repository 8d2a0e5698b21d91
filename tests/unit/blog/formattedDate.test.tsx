import { describe, expect, it } from 'vitest';
import { FormattedDate } from '../../../src/components/ui/FormattedDate';
import { renderAt, screen } from '../test-utils';

describe('dates by language', () => {
  it('follows the page’s language, keeping the machine-readable date', () => {
    renderAt(<FormattedDate iso="2025-05-06" />);
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('dateTime', '2025-05-06');
    renderAt(<FormattedDate iso="2025-05-06" />, { path: '/es' });
    expect(screen.getByText('6 de mayo de 2025')).toHaveAttribute('dateTime', '2025-05-06');
  });
});
