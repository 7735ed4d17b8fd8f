import type { Task } from '../../shared/tasks.schemas.ts';
import type { App } from '../app.ts';

/** The task once its AI texts are written (or given up), as its owner reads it. */
export async function enrichedTask(app: App, cookie: string, id: string): Promise<Task> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const task: Task = (
      await app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: { cookie } })
    ).json();
    if (task.aiStatus !== 'processing') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the AI never finished');
}
