/**
 * `npm start` as a newcomer runs it (src/server/start.ts): its own build,
 * served by the bundled server with the real security headers and the
 * capture relay. A form posted without JavaScript passes the
 * Content-Security-Policy's form-action, is recorded as one line of
 * submissions.jsonl, and the relay's 303 lands the visitor on /thanks; a
 * `_next` pointing at another host is never followed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formDefinitions } from '../../src/forms/definitions/registry';
import { CAPTURE_FILE, CAPTURE_FORM_PATH, CAPTURE_RELAY_PATH } from '../../src/server/captureRelay';
import { validValues } from '../support/formFixtures';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { fillForm, submitButton } from './support/forms';

/** Beside the browser tests' own server and relay ports. */
const port = e2eEnv.port + 11;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let captureDir: string;
/** What npm start printed, the build's log and then the server's first lines. */
let output = '';

const recorded = (): { subject: string; fields: Record<string, string> }[] => {
  try {
    return readFileSync(join(captureDir, CAPTURE_FILE), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

test.describe('npm start: the capture relay takes a form posted without JavaScript', () => {
  // One server for the whole file: its build takes a while, so the tests share it in order.
  test.describe.configure({ mode: 'serial' });
  test.use({ javaScriptEnabled: false });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    captureDir = mkdtempSync(join(tmpdir(), 'npm-start-capture-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST: `${e2eEnv.dist}-start`, CAPTURE_DIR: captureDir };
    // Exactly what a newcomer has: no relay or origin settings of the browser tests.
    for (const name of ['VITE_RELAY_ENDPOINT', 'VITE_RELAY_FORM_ACTION', 'SITE_ORIGIN']) delete env[name];
    server = spawn('npx', ['tsx', 'src/server/start.ts'], { cwd: e2eEnv.root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 170_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Submissions are recorded in')) {
          clearTimeout(timer);
          resolve();
        }
      };
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
      server!.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(captureDir, { recursive: true, force: true });
  });

  test('says where its forms really post and where submissions are recorded, and its headers follow that build', async ({ request }) => {
    const serverLines = output.slice(output.indexOf('Site running at')).trim().split('\n').slice(0, 3);
    expect(serverLines).toEqual([
      `Site running at ${origin}/`,
      `Forms post to the capture relay on this server: ${CAPTURE_RELAY_PATH} (without script: ${CAPTURE_FORM_PATH}); no e-mail is sent`,
      `Submissions are recorded in ${join(captureDir, CAPTURE_FILE)}`,
    ]);
    expect(output).not.toContain('formsubmit.co');
    const policy = (await request.get(`${origin}/contact`)).headers()['content-security-policy'];
    // The capture relay is this server: nothing else to connect or post to.
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toMatch(/form-action 'self'$/);
  });

  test('the contact form posts through the real CSP, one line is recorded, and the 303 lands on /thanks', async ({ page, consoleErrors }) => {
    const response = await page.goto(`${origin}/contact`);
    expect(response?.headers()['content-security-policy']).toContain("form-action 'self'");
    const definition = formDefinitions.contact;
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const values = { ...validValues(definition), email: 'no-script@example.com' };
    await fillForm(form, definition, values);

    await submitButton(form, definition).click();
    await page.waitForURL(`${origin}/thanks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

    const lines = recorded();
    expect(lines).toHaveLength(1);
    expect(lines[0].subject).toBe('Contact Form');
    expect(lines[0].fields).toMatchObject({ firstName: 'Maria', email: 'no-script@example.com', subject: 'policy', policyAgreement: 'true', _next: `${origin}/thanks` });
    expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });

  test('a _next pointing at another host is recorded but not followed', async ({ request }) => {
    const answer = await request.post(`${origin}${CAPTURE_FORM_PATH}`, {
      multipart: { email: 'redirect@example.com', _subject: 'Contact Form', _next: 'https://evil.example/phish' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers().location).toBeUndefined();
    expect(await answer.text()).toContain('Thank you, your request was recorded.');
    expect(recorded().map((line) => line.fields.email)).toEqual(['no-script@example.com', 'redirect@example.com']);
  });
});
