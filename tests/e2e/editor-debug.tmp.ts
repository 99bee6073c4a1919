import { ApiSession } from './support/api-session.js';
import { launchBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
const lectern = await startLectern();
const browser = await launchBrowser();
try {
  const api = new ApiSession(lectern.url);
  await api.call('POST', '/api/v1/users', { user: { username: 'dbg', email: 'dbg@example.com', password: 'a-good-password' } });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack));
  await page.goto(`${lectern.url}/users/sign_in`);
  await page.getByLabel('Username or e-mail').fill('dbg');
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${lectern.url}/dbg`);
  await page.getByRole('button', { name: 'New deck' }).click();
  await page.waitForURL(`${lectern.url}/dbg/untitled`);
  await page.goto(`${lectern.url}/dbg/untitled/edit`);
  await page.getByRole("navigation", { name: "Slides" }).waitFor();
  await page.screenshot({ path: '/tmp/shots-editor/debug.png' });
  console.log((await page.content()).slice(0, 3000));
} finally {
  await browser.close();
  await lectern.stop();
}
