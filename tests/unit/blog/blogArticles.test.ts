// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLES_MODULE, blogArticles, defaultArticlesDir } from '../../../src/buildSteps/markdown/blogArticles';

const dir = defaultArticlesDir();
const plugin = blogArticles({ dir });
const resolveId = (id: string) => (plugin.resolveId as (id: string) => string | undefined)(id);
const watched: string[] = [];
// The plugin's load is async (a list's uploaded photos get their variants first: src/buildSteps/content/photos.ts).
const load = async (id: string) =>
  (await (plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string | undefined>).call({ addWatchFile: (file) => watched.push(file) }, id))!;

describe('the blog plugin', () => {
  it('serves a body module for an article file of each language, and nothing else', () => {
    for (const locale of ['en', 'es']) {
      const id = `${join(dir, locale, 'life-insurance-guide.md')}?article-body`;
      expect(resolveId(id), locale).toBe(id);
    }
    expect(resolveId(`${join(dir, 'fr', 'life-insurance-guide.md')}?article-body`)).toBeUndefined();
    expect(resolveId(`${join(dir, 'life-insurance-guide.md')}?article-body`)).toBeUndefined();
    expect(resolveId(`${join(dir, 'es', 'nested', 'x.md')}?article-body`)).toBeUndefined();
  });

  it('gives the route table ids only, one lazy list and one lazy body per language and article; it watches every file', async () => {
    const source = await load(resolveId(ARTICLES_MODULE)!);
    expect(source).toContain('"es":["');
    expect(source).not.toContain('Cómo presentar un reclamo de seguro');
    expect(source).toContain(`import("${ARTICLES_MODULE}/es")`);
    expect(source).toContain(JSON.stringify(`${join(dir, 'es', 'how-to-file-insurance-claim.md')}?article-body`));
    expect(source).toContain(JSON.stringify(`${join(dir, 'en', 'how-to-file-insurance-claim.md')}?article-body`));
    expect(watched).toContain(join(dir, 'es', 'life-insurance-guide.md'));
    expect(watched).toContain(join(dir, 'en', 'life-insurance-guide.md'));
  });

  it("lists a language's articles, light, each with its path and its languages", async () => {
    const source = await load(resolveId(`${ARTICLES_MODULE}/es`)!);
    const list = JSON.parse(JSON.parse(source.replace(/^export default JSON\.parse\(/, '').replace(/\);$/, '')) as string) as Record<string, unknown>[];
    const claim = list.find((article) => article.id === 'how-to-file-insurance-claim');
    expect(claim).toMatchObject({ title: 'Cómo presentar un reclamo de seguro', locale: 'es', locales: ['en', 'es'], path: '/blog/how-to-file-insurance-claim' });
    expect(Object.keys(claim!)).not.toContain('subtitle');
    expect(Object.keys(claim!)).not.toContain('cta');
    expect(resolveId(`${ARTICLES_MODULE}/fr`)).toBeUndefined();
  });

  it('compiles a Spanish body with its subtitle and call to action, in Spanish', async () => {
    const source = await load(`${join(dir, 'es', 'how-to-file-insurance-claim.md')}?article-body`);
    const content = JSON.parse(JSON.parse(source.replace(/^export default JSON\.parse\(/, '').replace(/\);$/, '')) as string);
    expect(content.cta).toMatchObject({ href: '/claims', title: '¿Listo para iniciar su reclamo?' });
    expect(typeof content.subtitle).toBe('string');
    expect(content.blocks.some((block: { type: string; id?: string }) => block.type === 'heading' && block.id === 'que-pasa-despues-de-presentar-el-reclamo')).toBe(true);
  });
});
