/**
 * Vite plugin: `virtual:icon-sprite` answers the sprite's URL (the Icon
 * component points into it); the client build writes the sprite beside the
 * other content-hashed assets, and the development server serves it. The
 * server build only needs the URL, which is the same string, so prerendered
 * pages and the hydrated app agree.
 */
import type { Plugin } from 'vite';
import { buildIconSprite } from './buildIconSprite.ts';

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function iconSprite(): Plugin {
  const { svg, fileName } = buildIconSprite();
  const url = `/${fileName}`;
  let clientBuild = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(url)};` : undefined;
    },
    generateBundle() {
      if (clientBuild) this.emitFile({ type: 'asset', fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== url) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
  };
}
