// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hasCompileHint, withoutCompileHint } from '../../../src/buildSteps/plugins/compileHints';

const chunk = (fileName: string, code: string, facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, code, facadeModuleId, isEntry }) as Rolldown.OutputChunk;

/** Runs the plugin's generateBundle on a bundle of the given files, as Rolldown does after Vite's own. */
function generate(bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>) {
  const hook = compileHints().generateBundle as { order: string; handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
  hook.handler({}, bundle as Rolldown.OutputBundle);
  return bundle;
}

describe('the compile hint on the client build', () => {
  it("puts the hint on every script file's first line, before the line Vite prepends for its preload map", () => {
    const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n';
    const { 'assets/index-1.js': entry, 'assets/client-2.js': reactDom } = generate({
      'assets/index-1.js': chunk('assets/index-1.js', `${mapDeps}import{t as e}from"./shared-3.js";`, '/site/src/index.html', true),
      'assets/client-2.js': chunk('assets/client-2.js', 'var n=e(()=>{});', null),
    }) as Record<string, Rolldown.OutputChunk>;
    expect(entry.code).toBe(`${COMPILE_HINT}\n${mapDeps}import{t as e}from"./shared-3.js";`);
    expect(reactDom.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves the boot module, which goes inline into each page, and files that are not scripts as they are', () => {
    const boot = chunk('assets/boot-4.js', 'performance.mark(`boot`);', '/site/src/entry-boot.ts', true);
    const css = { type: 'asset', fileName: 'assets/index-5.css', source: 'a{color:red}' } as Rolldown.OutputAsset;
    generate({ [boot.fileName]: boot, [css.fileName]: css });
    expect(boot.code).toBe('performance.mark(`boot`);');
    expect(css.source).toBe('a{color:red}');
  });

  it("goes into each hinted file's content hash, so the file's name changes with it", () => {
    const augment = compileHints().augmentChunkHash as (chunk: Partial<Rolldown.RenderedChunk>) => string | undefined;
    expect(augment({ isEntry: false, facadeModuleId: '/site/src/pages/HomePage.tsx' })).toBe(COMPILE_HINT);
    expect(augment({ isEntry: true, facadeModuleId: '/site/src/entry-boot.ts' })).toBeUndefined();
  });

  it('is read and undone only as the first line, as the checks and the red fixture of the main-thread check do', () => {
    const [hinted] = Object.values(generate({ 'assets/a-1.js': chunk('assets/a-1.js', 'export const a=1;') })) as Rolldown.OutputChunk[];
    expect(hasCompileHint(hinted.code)).toBe(true);
    expect(withoutCompileHint(hinted.code)).toBe('export const a=1;');
    const later = `export const a=1;\n${COMPILE_HINT}\n`;
    expect(hasCompileHint(later)).toBe(false);
    expect(withoutCompileHint(later)).toBe(later);
  });

  it('runs after the other plugins and only on the client build', () => {
    const plugin = compileHints();
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
    const apply = plugin.apply as (config: object, env: { isSsrBuild?: boolean }) => boolean;
    expect(apply({}, { isSsrBuild: false })).toBe(true);
    expect(apply({}, { isSsrBuild: true })).toBe(false);
  });
});
