import { describe, expect, it } from 'vitest';
import { specTimes, specTimesTable } from '../../support/specTimes';

describe('specTimes', () => {
  const report = {
    suites: [
      { file: 'a.spec.ts', specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }], suites: [{ specs: [{ tests: [{ results: [{ duration: 2500 }] }] }] }] },
      { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 6000 }] }] }] },
      { file: 'empty.spec.ts', specs: [] },
    ],
  };

  it('sums every attempt of every test, nested describes included, per file, longest first, files without tests left out', () => {
    expect(specTimes(report)).toEqual([
      { file: 'b.spec.ts', ms: 6000, tests: 1 },
      { file: 'a.spec.ts', ms: 4000, tests: 2 },
    ]);
  });

  it('prints seconds, share and count per file', () => {
    expect(specTimesTable(specTimes(report)).split('\n')).toEqual(['     6 s  60%    1 tests  b.spec.ts', '     4 s  40%    2 tests  a.spec.ts']);
  });
});
