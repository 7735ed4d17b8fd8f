import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, type CsvTask, csvCell, csvFilename, tasksToCsv } from './csv.ts';

/** A strict RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

function task(values: Partial<CsvTask> = {}): CsvTask {
  return {
    title: 'Task',
    description: '',
    dueDate: null,
    completed: false,
    sessionCount: 1,
    project: 'Inbox',
    labels: [],
    ...values,
  };
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Write report')).toBe('Write report');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises formulas with a leading quote', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+CMD')).toBe("'+CMD");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('tasksToCsv', () => {
  it('writes the header and one CRLF-separated line per task', () => {
    const csv = tasksToCsv([
      task({
        title: 'Report',
        description: 'Q2, final',
        dueDate: '2025-06-20',
        completed: true,
        sessionCount: 3,
        project: 'Work',
        labels: ['deep', 'q2'],
      }),
      task({ title: 'Call', description: null, dueDate: undefined, sessionCount: 0 }),
    ]);
    expect(csv).toBe(
      [
        'Task Title,Description,Due Date,Completed,Pomodoro Sessions,Project,Labels',
        'Report,"Q2, final",2025-06-20,Yes,3,Work,"deep, q2"',
        'Call,,,No,0,Inbox,',
      ].join('\r\n'),
    );
  });

  it('writes only the header without tasks', () => {
    expect(tasksToCsv([])).toBe(
      'Task Title,Description,Due Date,Completed,Pomodoro Sessions,Project,Labels',
    );
  });

  it('writes due moments as the local day of the time zone', () => {
    const tasks = [task({ dueDate: new Date('2025-06-20T23:30:00Z') })];
    expect(tasksToCsv(tasks, 'UTC')).toContain(',2025-06-20,');
    expect(tasksToCsv(tasks, 'Asia/Tokyo')).toContain(',2025-06-21,');
    expect(tasksToCsv([task({ dueDate: 'whenever' })])).toContain('Task,,,No,1,Inbox,');
  });

  it('reads back to the same cells, with formulas neutralised', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.option(fc.string()), fc.string())),
        (entries) => {
          const tasks = entries.map(([title, description, project]) =>
            task({ title, description, project }),
          );
          const rows = parseCsv(tasksToCsv(tasks));
          expect(rows).toHaveLength(tasks.length + 1);
          tasks.forEach((entry, index) => {
            const cells = rows[index + 1] ?? [];
            expect(cells).toHaveLength(CSV_HEADER.length);
            for (const [cell, original] of [
              [cells[0], entry.title],
              [cells[1], entry.description ?? ''],
              [cells[5], entry.project],
            ]) {
              expect(cell).toBe(/^[=+\-@\t\r]/.test(original ?? '') ? `'${original}` : original);
            }
          });
        },
      ),
    );
  });
});

describe('csvFilename', () => {
  const date = new Date('2025-06-15T22:00:00Z');

  it('names the file after the user and the date', () => {
    expect(csvFilename('alice', date)).toBe('pomodoro_tasks_alice_2025-06-15.csv');
  });

  it('uses export without a username', () => {
    expect(csvFilename(null, date)).toBe('pomodoro_tasks_export_2025-06-15.csv');
    expect(csvFilename(undefined, date)).toBe('pomodoro_tasks_export_2025-06-15.csv');
    expect(csvFilename('  ', date)).toBe('pomodoro_tasks_export_2025-06-15.csv');
  });

  it('replaces unsafe characters', () => {
    expect(csvFilename('bob@example.com', date)).toBe(
      'pomodoro_tasks_bob_example.com_2025-06-15.csv',
    );
    expect(csvFilename('../etc/passwd', date)).toBe('pomodoro_tasks_.._etc_passwd_2025-06-15.csv');
    expect(csvFilename('José "J" O\'Neil', date)).toBe(
      'pomodoro_tasks_Jos___J__O_Neil_2025-06-15.csv',
    );
  });

  it('caps long usernames', () => {
    expect(csvFilename('x'.repeat(300), date)).toBe(
      `pomodoro_tasks_${'x'.repeat(64)}_2025-06-15.csv`,
    );
  });

  it('dates the file in the given time zone', () => {
    expect(csvFilename('alice', date, 'Asia/Tokyo')).toBe('pomodoro_tasks_alice_2025-06-16.csv');
  });

  it('keeps only safe characters for any username', () => {
    fc.assert(
      fc.property(fc.string(), (username) => {
        expect(csvFilename(username, date)).toMatch(
          /^pomodoro_tasks_[A-Za-z0-9._-]+_2025-06-15\.csv$/,
        );
      }),
    );
  });
});
