// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add-parser.ts';
import { activeToken, pickPlace, suggestPlaces } from './quick-add-places.ts';

// Saturday 21 November 2026, 10:00 local time.
const now = new Date(2026, 10, 21, 10, 0);
const projects = [
  { id: 'p-work', name: 'Work' },
  { id: 'p-deep', name: 'Deep Work' },
  { id: 'p-home', name: 'Home' },
];
const labels = [
  { id: 'l-deep', name: 'deep' },
  { id: 'l-call', name: 'Call' },
];
const parse = (text: string, options = {}) =>
  parseQuickAdd(text, { now, projects, labels, ...options });

describe('quick add: projects, labels and priority', () => {
  it("reads 'Plan sprint #work @deep every monday 9am 50m !high'", () => {
    const result = parse('Plan sprint #work @deep every monday 9am 50m !high');
    expect(result.title).toBe('Plan sprint');
    expect(result.project).toEqual({ id: 'p-work', name: 'Work' });
    expect(result.projectText).toBe('#work');
    expect(result.labels).toEqual([{ id: 'l-deep', name: 'deep' }]);
    expect(result.priority).toBe('High');
    expect(result.repeatWords).toBe('Every Monday');
    // Monday 23 November 2026, 9:00.
    expect(result.dueDate).toEqual(new Date(2026, 10, 23, 9, 0));
    expect(result.minutes).toBe(50);
  });

  it('takes the longest project name that follows #, spaces and any case included', () => {
    expect(parse('Read paper #deep work tomorrow').project).toEqual({
      id: 'p-deep',
      name: 'Deep Work',
    });
    expect(parse('Read paper #deep work tomorrow').title).toBe('Read paper');
    expect(parse('Fix sink #HOME').project).toEqual({ id: 'p-home', name: 'Home' });
  });

  it('reads a new project and new labels from one word each', () => {
    const result = parse('Book flights #travel @urgent @Call');
    expect(result).toMatchObject({
      title: 'Book flights',
      project: { id: null, name: 'travel' },
      labels: [
        { id: null, name: 'urgent' },
        { id: 'l-call', name: 'Call' },
      ],
    });
    // 'workshop' is not the project Work.
    expect(parse('Prepare #workshop').project).toEqual({ id: null, name: 'workshop' });
  });

  it("keeps '#' and '@' inside words, and numbers after them, in the title", () => {
    for (const text of ['Learn C# basics', 'Mail ann@example.com', 'Fix bug #123', 'Ping@home']) {
      const result = parse(text);
      expect(result.title).toBe(text);
      expect(result.project).toBeNull();
      expect(result.labels).toEqual([]);
    }
  });

  it('carries a label named twice once, and only the first project', () => {
    const result = parse('Call Ann @call @CALL #home #work');
    expect(result.labels).toEqual([{ id: 'l-call', name: 'Call' }]);
    expect(result.project).toEqual({ id: 'p-home', name: 'Home' });
    expect(result.title).toBe('Call Ann #work');
  });

  it.each([
    ['!high', 'High'],
    ['!HIGH', 'High'],
    ['!medium', 'Medium'],
    ['!low', 'Low'],
    ['!1', 'High'],
    ['!2', 'Medium'],
    ['!3', 'Low'],
    ['p1', 'High'],
    ['P2', 'Medium'],
    ['p3', 'Low'],
  ])('reads the priority %s', (token, priority) => {
    const result = parse(`Pay rent ${token}`);
    expect(result).toMatchObject({ title: 'Pay rent', priority, priorityText: token });
  });

  it("takes Todoist's p4 for no priority, and leaves priority-like words alone", () => {
    expect(parse('Pay rent p4')).toMatchObject({ title: 'Pay rent', priority: null });
    for (const text of ['Buy p10 paper', 'Say hi!high', 'Wow !great']) {
      expect(parse(text)).toMatchObject({ title: text, priority: null });
    }
  });

  it('leaves a chip the user dismissed in the title', () => {
    const text = 'Plan #work @deep !high';
    expect(parse(text, { ignoreProject: true })).toMatchObject({
      title: 'Plan #work',
      project: null,
    });
    expect(parse(text, { ignoreLabels: true }).title).toBe('Plan @deep');
    expect(parse(text, { ignorePriority: true }).title).toBe('Plan !high');
  });

  it('keeps a line of nothing but tokens as typed', () => {
    expect(parse('#work')).toMatchObject({ title: '#work', project: null });
  });
});

describe('autocompletion of # and @', () => {
  it('finds the word being typed after # or @', () => {
    expect(activeToken('Plan #wo', 8)).toEqual({ kind: 'project', start: 5, query: 'wo' });
    expect(activeToken('Plan #deep wo', 13)).toEqual({
      kind: 'project',
      start: 5,
      query: 'deep wo',
    });
    expect(activeToken('Plan @de', 8)).toEqual({ kind: 'label', start: 5, query: 'de' });
    expect(activeToken('Plan @deep x', 12)).toBeNull();
    expect(activeToken('Learn C#', 8)).toBeNull();
  });

  it('suggests names starting with the query first, then those containing it', () => {
    expect(suggestPlaces(projects, 'wo').map((p) => p.name)).toEqual(['Work', 'Deep Work']);
    expect(suggestPlaces(projects, '').map((p) => p.name)).toEqual(['Work', 'Deep Work', 'Home']);
  });

  it('puts the name picked in place of what was typed', () => {
    const token = { kind: 'project', start: 5, query: 'de' } as const;
    expect(pickPlace('Plan #de tomorrow', token, 8, 'Deep Work')).toEqual({
      text: 'Plan #Deep Work tomorrow',
      caret: 16,
    });
  });
});
