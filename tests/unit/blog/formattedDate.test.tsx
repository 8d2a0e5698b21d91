import { describe, expect, it } from 'vitest';
import { FormattedDate, formatIsoDate } from '../../../src/components/ui/FormattedDate';
import { renderAt, screen } from '../test-utils';
import { renderSpanishAt } from './renderSpanish';

describe('dates by language', () => {
  it('reads "May 6, 2025" in English and "6 de mayo de 2025" in Spanish', () => {
    expect(formatIsoDate('2025-05-06')).toBe('May 6, 2025');
    expect(formatIsoDate('2025-05-06', 'es')).toBe('6 de mayo de 2025');
    expect(formatIsoDate('2024-12-31', 'es')).toBe('31 de diciembre de 2024');
    expect(formatIsoDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });

  it('follows the page’s language, keeping the machine-readable date', () => {
    renderAt(<FormattedDate iso="2025-05-06" />);
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('dateTime', '2025-05-06');
    renderSpanishAt(<FormattedDate iso="2025-05-06" />, { path: '/es' });
    expect(screen.getByText('6 de mayo de 2025')).toHaveAttribute('dateTime', '2025-05-06');
  });
});
