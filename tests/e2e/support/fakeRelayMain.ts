import { createFakeRelay } from './fakeRelay';
import { e2eEnv } from './env';

createFakeRelay().listen(e2eEnv.relayPort, '127.0.0.1', () => {
  console.log(`fake relay on http://127.0.0.1:${e2eEnv.relayPort}/`);
});
