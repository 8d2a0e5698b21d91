import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const xml = readFileSync('.e2e-dist/sitemap.xml','utf8');
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 320, height: 640 } });
await ctx.route(u => !u.href.startsWith('http://127.0.0.1'), r => r.abort());
const p = await ctx.newPage();
for (const path of [...paths, '/thanks', '/nope']) {
  await p.goto('http://127.0.0.1:4173' + path);
  const r = await p.evaluate(() => {
    const w = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= w) return null;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 0.5 && r.width > 0) {
        // only the innermost-ish: skip if a child also overflows
        if ([...el.children].some(c => c.getBoundingClientRect().right > w + 0.5)) continue;
        out.push(`${el.tagName}.${(el.className?.baseVal ?? el.className).toString().slice(0,80)} "${(el.textContent||'').trim().slice(0,30)}" right=${Math.round(r.right)}`);
      }
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0,6) };
  });
  if (r) console.log(path, JSON.stringify(r, null, 1));
}
await b.close();
