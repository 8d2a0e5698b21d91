/**
 * The order vitest runs test files in (vite.config.ts, `sequence.sequencer`):
 * vitest's own (the longest or the failed first, once it knows them), with
 * the files of one environment next to each other. A tier that shares one
 * module graph per worker (`isolate: false`) keeps a worker only while the
 * next file in line asks for the same environment; the unit tier's files
 * alternate between jsdom and `// @vitest-environment node`, and in the
 * alphabetical order of a fresh clone its 124 files went through 49
 * worker processes, each importing React, arktype and the content anew
 * (docs/testing.md, "Where tests go").
 *
 * vite.config.ts is every build's configuration too: vitest's own order is
 * imported when vitest sorts, not when the configuration loads.
 */
import { readFileSync } from 'node:fs';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** The environment a file asks for in its leading comment, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

export class EnvironmentSequencer implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  private async vitestOrder(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.vitest);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.vitestOrder()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const inOrder = await (await this.vitestOrder()).sort(files);
    // Each group where its first file stands in vitest's order, the files in that order within it.
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of inOrder) {
      const key = `${spec.project.name} ${environmentOf(spec)}`;
      if (groups.has(key)) groups.get(key)!.push(spec);
      else groups.set(key, [spec]);
    }
    return [...groups.values()].flat();
  }
}
