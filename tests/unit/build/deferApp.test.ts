// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferApp } from '../../../src/build/deferApp';

/** The head Vite writes for src/index.html: the app's module script, a preload per chunk it imports, its stylesheet. */
const VITE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd2.js">
    <link rel="modulepreload" crossorigin href="/assets/dist-Ef3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

describe('deferApp', () => {
  it('puts the boot module, at low priority, in place of the app script and its preloads, naming both to it', () => {
    expect(deferApp(VITE_TEMPLATE, '/assets/boot-Ij5.js')).toBe(`<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" fetchpriority="low" src="/assets/boot-Ij5.js" data-app="/assets/index-Ab1.js" data-preload="/assets/react-Cd2.js /assets/dist-Ef3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`);
  });

  it('fails the build when the template does not hold exactly one app script', () => {
    const withoutScript = VITE_TEMPLATE.replace(/.*<script.*\n/, '');
    expect(() => deferApp(withoutScript, '/assets/boot-Ij5.js')).toThrow('expected one module script in the page template, found 0');
    const twice = VITE_TEMPLATE.replace('<!--app-head-->', '<script type="module" crossorigin src="/assets/other-Kl6.js"></script>');
    expect(() => deferApp(twice, '/assets/boot-Ij5.js')).toThrow('found 2');
  });
});
