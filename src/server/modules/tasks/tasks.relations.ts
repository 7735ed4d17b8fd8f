import { relations } from 'drizzle-orm';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { tasks } from './tasks.table.ts';

export const tasksRelations = relations(tasks, ({ many }) => ({
  sessions: many(pomodoroSessions),
}));

export const pomodoroSessionsRelations = relations(pomodoroSessions, ({ one }) => ({
  task: one(tasks, { fields: [pomodoroSessions.taskId], references: [tasks.id] }),
}));
