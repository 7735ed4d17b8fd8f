import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTask } from '../task-fixtures.ts';
import { AiDetails } from './ai-details.tsx';

const RULES_NOTE = /built-in rules: the AI model could not answer/;

describe('the AI suggestions of a task', () => {
  it("shows the model's texts without a note", () => {
    render(
      <AiDetails
        task={makeTask(1, {
          aiStatus: 'done',
          aiTaskSummary: 'Outline the key points first',
          aiInsights: 'Book the first session before noon.',
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'AI suggestions' });
    expect(within(section).getByText('Outline the key points first')).toBeInTheDocument();
    expect(within(section).getByText('Book the first session before noon.')).toBeInTheDocument();
    expect(screen.queryByText(RULES_NOTE)).not.toBeInTheDocument();
  });

  it("shows the rules' texts of a task the model failed on, and says whose they are", () => {
    render(
      <AiDetails
        task={makeTask(1, {
          aiStatus: 'failed',
          aiTaskSummary: 'Call the bank: 25 min in 1 session, no due date.',
          aiInsights: 'A light task: 1 focus session between bigger ones keeps momentum.',
        })}
      />,
    );
    expect(
      screen.getByText('Call the bank: 25 min in 1 session, no due date.'),
    ).toBeInTheDocument();
    expect(screen.getByText(RULES_NOTE)).toBeInTheDocument();
    expect(screen.queryByText('Processing with AI...')).not.toBeInTheDocument();
  });
});
