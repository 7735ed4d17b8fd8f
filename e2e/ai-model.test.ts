import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_MODEL_INSIGHT,
  FAKE_MODEL_SUMMARY,
  type FakeOpenAi,
  fakeSessionNames,
  startFakeOpenAi,
} from '../src/server/test/fake-openai.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';
import { enriched, openTasks, registerAndOpenTasks } from './harness/tasks.ts';

let fake: FakeOpenAi;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  [server, browser] = await Promise.all([startServer({ env: fake.env }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await fake?.close();
});

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit task ${title}` }) });

const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Task Details' });

/** Adds a task as a person does, with the quick-add line ('... 75m' asks for 75 minutes). */
async function quickAdd(page: Page, line: string, title: string) {
  await page.getByRole('combobox', { name: 'Quick add a task' }).fill(line);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await rowOf(page, title).waitFor();
}

async function openEdit(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit task ${title}` }).click();
  await editDialog(page).waitFor();
}

describe('Pomopal with a language model', () => {
  it("shows the model's summary and insight, and splits a task into the model's steps", async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Ada Lovelace');

      await quickAdd(page, 'Call the printer 25m', 'Call the printer');
      await enriched(page);
      // The task's dialog holds the model's whole summary and its insight.
      await openEdit(page, 'Call the printer');
      await editDialog(page).getByText(FAKE_MODEL_SUMMARY, { exact: true }).waitFor();
      await editDialog(page).getByText(FAKE_MODEL_INSIGHT).waitFor();
      // One session: nothing to split.
      expect(await editDialog(page).getByRole('button', { name: 'Split into steps' }).count()).toBe(
        0,
      );
      await editDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await editDialog(page).waitFor({ state: 'detached' });

      await quickAdd(page, 'Write the quarterly report 75m', 'Write the quarterly report');
      await enriched(page);
      await openEdit(page, 'Write the quarterly report');
      const dialog = editDialog(page);
      const nameField = (order: number) =>
        dialog.getByRole('textbox', { name: `Name of session ${order}` });
      expect(await nameField(1).getAttribute('placeholder')).toBe('Session 1');
      await dialog.getByRole('button', { name: 'Split into steps' }).click();
      const names = fakeSessionNames(3);
      for (const [index, name] of names.entries()) {
        await expect.poll(() => nameField(index + 1).inputValue()).toBe(name);
      }
      await expectAccessible(page);

      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.ok(),
      );
      await nameField(1).fill('Outline the report and its appendices');
      await nameField(1).press('Enter');
      await saved;
      await openTasks(session);
      await openEdit(page, 'Write the quarterly report');
      expect(await nameField(1).inputValue()).toBe('Outline the report and its appendices');
      expect(await nameField(2).inputValue()).toBe(names[1]);

      await dialog.getByRole('button', { name: 'Start Session #1' }).click();
      const timer = page.getByRole('timer', { name: 'Pomodoro timer' });
      await timer.getByText('Write the quarterly report').waitFor();
      await timer.getByText('Outline the report and its appendices').waitFor();
      await expectAccessible(page);
      expect(fake.requests.filter((request) => request.question === 'session-names')).toHaveLength(
        1,
      );
    } finally {
      await session.close();
    }
  });
});
