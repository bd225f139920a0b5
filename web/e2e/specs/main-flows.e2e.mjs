/**
 * @module e2e: the main tabs end to end — mind dump → topics → tasks, the setup wizard, edit / split /
 * complete with impact, assigning a person, archiving and deleting a summary, and the dashboard numbers
 * after all of it; screenshots of every main screen in light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  axeViolations,
  formatViolations,
  launchBrowser,
  screenshotThemes,
  signUpViaUi,
  startServer,
  waitForToast,
} from '../lib/harness.mjs';

const MIND_DUMP =
  'I need to send the quarterly report to Ana by Friday. Call the plumber about the kitchen sink tomorrow. ' +
  'Plan the team offsite for next month and book a venue. Ask Ben to review the deployment pipeline by next Wednesday.';

let server;
let browser;
let page;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signUpViaUi(page, server.url);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for a toast whose text contains `text`. */
async function toast(text) {
  await waitForToast(page, text, 15_000);
}

async function openTab(name) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Light and dark screenshots of the current screen (the app follows the system scheme by default). */
async function shootBoth(name) {
  // From the top, so the sticky header is drawn where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotThemes(page, name, { fullPage: true });
}

/** Every main screen is axe-clean (WCAG 2.1 A/AA), in light and in dark. */
async function assertAccessible(where) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colours transition on a theme switch; axe must see the settled ones.
    await page.waitForTimeout(400);
    // The header, tab bar and footer belong to the shell's own checks.
    const options = {
      exclude: ['[data-sonner-toaster]', 'body > div > div > header', '[role="tablist"]', 'footer'],
    };
    let violations = await axeViolations(page, options);
    // A colour still mid-transition reads as low contrast: look again once things have settled.
    if (violations.length > 0) {
      await page.waitForTimeout(1000);
      violations = await axeViolations(page, options);
    }
    assert.equal(violations.length, 0, `${where} (${scheme}):\n${formatViolations(violations)}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

function card(title) {
  return page
    .locator('article[data-task-id]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function expand(title) {
  const toggle = card(title).locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return card(title);
}

async function statValue(label) {
  return (await page.locator(`[data-stat="${label}"] [data-testid="stat-value"]`).innerText()).trim();
}

test('mind dump → topics, with the setup wizard over the new tasks', async () => {
  await openTab('Mind Dump');
  const box = page.getByPlaceholder('Capturing thoughts to organize into actionable focus areas...');
  await box.fill(MIND_DUMP);
  assert.match(await page.getByText(/\/ 10,000/).innerText(), /^\d[\d,]* \/ 10,000$/);
  await shootBoth('main-mind-dump');
  await assertAccessible('mind dump');
  await box.press('Enter');
  await toast('Mind Dump Processed!');

  // The wizard opens over the topics tab, one task at a time, with the sentence it came from.
  const title = page.getByRole('heading', { name: /^Setup Task: / });
  await title.waitFor();
  // Behind the modal the tab bar is hidden from the accessibility tree; the panel says which tab is shown.
  await page.locator('main[data-active-tab="mind-dump-history"]').waitFor();
  const dialog = page.getByRole('dialog');
  assert.match(await dialog.innerText(), /Task 1 of \d+/);
  await dialog.locator('mark').first().waitFor();
  await shootBoth('main-wizard');
  await assertAccessible('setup wizard');

  const firstTitle = (await title.innerText()).replace('Setup Task: ', '');
  await dialog.getByPlaceholder('Add new person...').fill('Carol');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Split into Sub-tasks' }).click();
  await dialog.getByRole('button', { name: 'Setup Task' }).click();
  await toast('Task setup complete');
  await toast(`Successfully configured "${firstTitle}"`);
  assert.match(await dialog.innerText(), /Task 2 of \d+/);
  // Cancel skips to the next task; the last one closes the wizard.
  for (let i = 0; i < 20 && (await dialog.count()) > 0; i++) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(150);
  }
  assert.equal(await dialog.count(), 0);

  const topics = page.locator('main [role="article"]');
  await topics.first().waitFor();
  assert.ok((await topics.count()) >= 1);
  await page.getByText('7 days remaining').first().waitFor();
  await shootBoth('main-topics');
  await assertAccessible('topics');

  // The task the wizard set up is assigned to Carol and was split into a Part 2.
  await openTab('Tasks');
  await card(firstTitle).waitFor();
  assert.match(await card(firstTitle).innerText(), /Carol/);
  await card(`${firstTitle} - Part 2`).waitFor();
});

test('task list: edit, split, assign, complete with impact', async () => {
  await openTab('Tasks');
  await page.getByRole('heading', { name: 'Maximize Your Network Dynamics' }).waitFor();
  const plumber = 'Call the plumber about the kitchen sink';
  let c = await expand(plumber);
  await c.getByText('Where this came from').waitFor();
  assert.equal(await c.locator('mark').innerText(), 'tomorrow');

  // Edit
  await c.getByRole('button', { name: 'Edit Task' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Title').fill('Call the plumber about the sink');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  c = card('Call the plumber about the sink');
  await c.waitFor();

  // Split
  await c.getByRole('button', { name: 'Split Task' }).click();
  await toast('Task split successfully!');
  await card('Call the plumber about the sink - Part 2').waitFor();

  // Assign a new person, then an existing one
  await c.getByPlaceholder('New person name').fill('Dana');
  await c.getByRole('button', { name: 'Add', exact: true }).click();
  await c.getByRole('button', { name: 'Assign', exact: true }).click();
  await toast('Assigned');
  await c.getByRole('button', { name: 'Remove Dana' }).waitFor();
  await shootBoth('main-task-list');
  await assertAccessible('task list');

  // Progress note
  await c.getByRole('textbox', { name: 'Progress note' }).fill('Phoned twice, booked for Monday');
  await c.getByLabel('Time saved (minutes)').fill('15');
  await c.getByRole('button', { name: 'Add Progress Note' }).click();
  await toast('Progress update added successfully!');
  await c.getByText('Phoned twice, booked for Monday').waitFor();

  // Complete with impact
  await c.getByRole('button', { name: 'Mark Complete' }).click();
  const done = page.getByRole('dialog', { name: 'Task Completion Details' });
  await done.getByLabel('Time Saved (minutes)').fill('90');
  await done.getByLabel('Money Saved').fill('250');
  await done.getByRole('button', { name: 'Save Completion' }).click();
  await toast('Task marked as complete with impact data saved!');
  await c.waitFor({ state: 'detached' });
});

test('analyze a topic and create tasks from it', async () => {
  await openTab('Topics');
  const topic = page.locator('main [role="article"]').first();
  await topic.waitFor();
  await topic.getByRole('button', { name: 'Show More' }).click();
  await topic.getByRole('button', { name: 'Analyze Topic' }).click();
  await toast('CEO-grade analysis generated');
  await topic.getByText('Analyzed').waitFor();
  await topic.getByRole('button', { name: 'Re-analyze' }).waitFor();
  // The analysis is rendered as sanitised markdown.
  await topic.locator('.mynd-markdown').waitFor();
  await topic.getByRole('button', { name: 'Create Task(s)' }).click();
  await toast('CEO Tasks Created');
  await page.locator('main[data-active-tab="task-list"]').waitFor();
});

test('archive and delete a summary', async () => {
  await openTab('Topics');
  const topics = page.locator('main [role="article"]');
  await topics.first().waitFor();
  const before = await topics.count();
  const first = topics.first();
  const name = await first.getAttribute('aria-label');
  await first.getByRole('button', { name: 'Show More' }).click();
  await first.getByRole('button', { name: 'Archive' }).click();
  await toast('Summary moved to archive');
  await page.waitForFunction(
    (n) => document.querySelectorAll('main [role="article"]').length === n,
    before - 1,
  );

  await page.getByLabel('Show Archived').click();
  const archived = page.locator(`main [role="article"][aria-label="${name}"]`);
  await archived.waitFor();
  await archived.getByRole('button', { name: 'Show More' }).click();
  await archived.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByText('Delete this summary card?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast('Summary card removed');
  await page.getByText('No archived topics').waitFor();
  await page.getByLabel('Show Archived').click();
});

test('dashboard numbers follow the actions', async () => {
  await openTab('Dashboard');
  await page.locator('[data-testid="stat-value"]').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-stat="Completed Tasks"] [data-testid="stat-value"]')?.textContent === '1',
    null,
    { timeout: 10_000 },
  );
  assert.equal(await statValue('Completed Tasks'), '1');
  assert.equal(await statValue('Realized Financial Gains'), '$250');
  // 90 minutes at completion + 15 from the progress note = 105 minutes = 1.75 h, shown with 1 decimal.
  assert.equal(await statValue('Est Time Gains (hours)'), '1.8');
  const open = Number(await statValue('Open Tasks'));
  const listed = await page.evaluate(
    async () => (await (await fetch('/api/tasks?status=open')).json()).tasks.length,
  );
  assert.equal(open, listed);
  await page.getByText(/^Upcoming Due Tasks \(\d+\)$/).waitFor();
  await shootBoth('main-dashboard');
  await assertAccessible('dashboard');

  await openTab('People');
  await page.getByRole('heading', { name: 'Topic Keywords' }).waitFor();
  await page
    .getByRole('button', { name: /Dana/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  await page.getByText('Completed Tasks', { exact: true }).waitFor();
  await shootBoth('main-people');
  // The keyword analysis replaces the badges; Show Keywords brings them back.
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.getByRole('button', { name: 'Show Keywords' }).click({ timeout: 20_000 });
  await page.getByRole('list', { name: 'Keywords' }).waitFor();
  // A person's card filters the task list to their tasks.
  await page.getByRole('button', { name: /^Carol/ }).click();
  await page.getByText('Showing tasks for: Carol').waitFor();
  assert.ok((await page.locator('article[data-task-id]').count()) >= 1);
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await page.getByText('Showing tasks for: Carol').waitFor({ state: 'detached' });
  await assertAccessible('people');

  await openTab('Analytics');
  await page.locator('.recharts-surface').first().waitFor({ timeout: 15_000 });
  await shootBoth('main-analytics');
  await assertAccessible('analytics');
});
