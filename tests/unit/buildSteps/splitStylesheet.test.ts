// @vitest-environment node
/**
 * The cut of the stylesheet into the runs a page uses and the runs between
 * them (src/buildSteps/prerender/splitStylesheet.ts): in the stylesheet's order, a rule in
 * @media keeps its condition on either side of a cut, a rule Beasties kept
 * with fewer selectors is kept whole, a short unused run may go inline with
 * the runs around it, and critical CSS that is not the
 * stylesheet's stops the build.
 */
import { describe, expect, it } from 'vitest';
import { rejoined, rulesOf, splitStylesheet } from '../../../src/buildSteps/prerender/splitStylesheet';
import { RewriteError } from '../../../src/buildSteps/rewrites/replaceOnce';

const STYLESHEET =
  '.a{color:red}.b,.c{color:blue}@keyframes spin{to{transform:rotate(1turn)}}' +
  '@media (min-width:640px){.a{color:navy}.d{color:teal}.b{color:green}}.e{margin:0}';

describe('splitStylesheet', () => {
  it('cuts the stylesheet at the rules the page uses, each run inline once, the others between them', () => {
    // What Beasties writes for a page with .a and .b: .c dropped from its rule, .d, .e and the keyframes left out.
    const critical = '.a{color:red}.b{color:blue}@media (min-width:640px){.a{color:navy}.b{color:green}}';
    const split = splitStylesheet(STYLESHEET, critical, 'page.html');
    expect(split).toEqual({
      inline: ['.a{color:red}.b,.c{color:blue}', '@media (min-width:640px){.a{color:navy}}', '@media (min-width:640px){.b{color:green}}'],
      deferred: ['', '@keyframes spin{to{transform:rotate(1turn)}}', '@media (min-width:640px){.d{color:teal}}', '.e{margin:0}'],
    });
    expect(rejoined(split)).toBe(STYLESHEET);
  });

  it('starts with a deferred run when the first rule is not used, and ends with an empty one when the last is', () => {
    const split = splitStylesheet('.x{color:red}.a{color:blue}', '.a{color:blue}', 'page.html');
    expect(split).toEqual({ inline: ['.a{color:blue}'], deferred: ['.x{color:red}', ''] });
  });

  it('gives a page that uses nothing one empty run inline and the whole stylesheet after it', () => {
    expect(splitStylesheet(STYLESHEET, '', 'page.html')).toEqual({ inline: [''], deferred: [STYLESHEET, ''] });
  });

  it('carries inline each run the page does not use of at most carryUpTo characters, so that the runs around it become one', () => {
    const critical = '.a{color:red}.b{color:blue}@media (min-width:640px){.a{color:navy}.b{color:green}}';
    // `.d` (40 characters in its @media) and `.e` (12) come inline; the keyframes (44) stay deferred.
    const split = splitStylesheet(STYLESHEET, critical, 'page.html', 40);
    expect(split).toEqual({
      inline: ['.a{color:red}.b,.c{color:blue}', '@media (min-width:640px){.a{color:navy}.d{color:teal}.b{color:green}}.e{margin:0}'],
      deferred: ['', '@keyframes spin{to{transform:rotate(1turn)}}', ''],
    });
    expect(rejoined(split)).toBe(STYLESHEET);
    expect(splitStylesheet(STYLESHEET, critical, 'page.html', 12).deferred).toEqual(['', '@keyframes spin{to{transform:rotate(1turn)}}', '@media (min-width:640px){.d{color:teal}}', '']);
  });

  it('stops the build, naming the page and the rule, when the critical CSS holds a rule the stylesheet does not, or not in its order', () => {
    expect(() => splitStylesheet(STYLESHEET, '.a{color:purple}', 'about.html')).toThrow(RewriteError);
    expect(() => splitStylesheet(STYLESHEET, '.e{margin:0}.a{color:red}', 'about.html')).toThrow(
      /splitStylesheet \(src\/buildSteps\/prerender\/splitStylesheet\.ts\): the critical CSS of about\.html holds a rule that is not in the stylesheet, or not in its order: \.a\{color:red\}/,
    );
  });
});

describe('rulesOf', () => {
  it('reads two stylesheets with the same rules in the same order the same, however their conditions are grouped or spaced', () => {
    expect(rulesOf('@media (x){.a{color:red}}\n@media (x){.b{color:blue}}')).toBe(rulesOf('@media (x){.a{color:red}.b{color:blue}}'));
    expect(rulesOf('.b{color:blue}.a{color:red}')).not.toBe(rulesOf('.a{color:red}.b{color:blue}'));
  });
});
