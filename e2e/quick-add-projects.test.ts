import { describe, expect, it } from 'vitest';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { registerAndOpenTasks, waitForSocket } from './harness/tasks.ts';

const app = appUnderTest();

describe('quick add with projects, labels and priority in the browser', () => {
  it('reads #project @label !priority, adds the task, and filters by them in the address', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await page.getByText('You have no tasks yet. Add one above to get started!').waitFor();
      const origin = new URL(page.url()).origin;
      const created = await page.request.post('/api/projects', {
        data: { name: 'Work' },
        headers: { Origin: origin },
      });
      expect(created.status()).toBe(201);
      const work = (await created.json()) as { id: string };

      // The autocompletion lists the projects while '#' is typed, and passes axe.
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      await quick.click();
      await quick.pressSequentially('Plan sprint #W');
      const suggestions = page.getByRole('listbox', { name: 'Projects' });
      await suggestions.getByRole('option', { name: 'Work' }).waitFor();
      await settled(page);
      await expectAccessible(page);

      await quick.fill('Plan sprint #work @deep every monday 9am 50m !high');
      const read = page.getByRole('list', { name: 'Read from your text' });
      await read.getByText('Every Monday').waitFor();
      await read.getByText(/^Due .*9:00 AM$/).waitFor();
      await read.getByText('High priority').waitFor();
      await read.getByText('@deep (new)').waitFor();
      expect(await read.textContent()).toContain('Work');
      expect(await read.textContent()).toContain('50 min');
      await page.getByRole('button', { name: 'Add', exact: true }).click();

      const row = page.getByRole('row').filter({ hasText: 'Plan sprint' });
      await row.getByText('High').first().waitFor();
      await row.getByText('@deep').waitFor();
      await row.getByText('Work', { exact: true }).waitFor();
      await row.locator('[title="Every Monday"]').waitFor();
      const due = new Date((await row.locator('time').getAttribute('datetime')) ?? '');
      expect(due.getDay()).toBe(1);
      expect(due.getHours()).toBe(9);

      // What the server stored.
      const labels = (await (await page.request.get('/api/labels')).json()) as {
        labels: { id: string; name: string }[];
      };
      const deep = labels.labels.find((label) => label.name === 'deep');
      expect(deep).toBeDefined();

      // Filtered by the project and the label in the address: a reload keeps both.
      const path = `/my-tasks?project=${work.id}&label=${deep?.id}`;
      const connected = waitForSocket(page, '/my-tasks');
      await session.visit(path);
      await connected;
      await page.getByRole('heading', { level: 1, name: 'Work' }).waitFor();
      await page.getByRole('button', { name: 'Edit task Plan sprint' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Work' }).waitFor();
      await page.getByRole('button', { name: 'Edit task Plan sprint' }).waitFor();
      expect(new URL(page.url()).searchParams.get('project')).toBe(work.id);
      expect(new URL(page.url()).searchParams.get('label')).toBe(deep?.id);
      expect(await page.getByRole('combobox', { name: 'Project' }).inputValue()).toBe(work.id);

      // The edit dialog shows the project, the label and the priority.
      await page.getByRole('button', { name: 'Edit task Plan sprint' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      await expect.poll(() => edit.getByLabel('Project').inputValue()).toBe(work.id);
      await edit.getByRole('button', { name: 'Remove label deep' }).waitFor();
      expect(await edit.getByLabel('Priority').inputValue()).toBe('High');
      await settled(page);
      await expectAccessible(page);
    } finally {
      await session.close();
    }
  });
});
