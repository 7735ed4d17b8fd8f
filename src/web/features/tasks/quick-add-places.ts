import type { Priority } from '../../../shared/domain/priority.ts';
import {
  LABEL_NAME_MAX_LENGTH,
  MAX_LABELS_PER_TASK,
  nameKey,
  PROJECT_NAME_MAX_LENGTH,
} from '../../../shared/domain/projects.ts';
import type { NamedPlace } from './quick-add-parse.ts';

/** A project or label the user has, as quick add matches names against. */
export interface PlaceOption {
  id: string;
  name: string;
}

export interface TokenOptions {
  projects?: readonly PlaceOption[];
  labels?: readonly PlaceOption[];
  /** The user dismissed the project chip: '#work' stays in the title. */
  ignoreProject?: boolean;
  ignoreLabels?: boolean;
  ignorePriority?: boolean;
}

export interface QuickAddTokens {
  /** The line with the tokens read blanked out (as spaces, so places in it do not move). */
  rest: string;
  project: NamedPlace | null;
  projectText: string | null;
  labels: NamedPlace[];
  priority: Priority | null;
  priorityText: string | null;
}

/**
 * A token starts a word: 'C#', 'ann@example.com' or 'Fix #12' keep their '#' and '@' in the
 * title. A name quick add would create starts with a letter ('#123' is an issue number, '@3pm' a
 * time); an existing project or label matches whatever its name is.
 */
const startsWord = (text: string, index: number) =>
  index === 0 || /[\s(]/.test(text[index - 1] ?? '');
const WORD = /^[\p{L}\p{N}_-]+/u;
const NEW_NAME = /^\p{L}[\p{L}\p{N}_-]*$/u;
/** What may follow a token: the end, a space or a punctuation mark. */
const ENDS_TOKEN = /^(?:$|[\s,.;:!?)])/;
const PRIORITY = /(?<=^|[\s(])(?:!(high|medium|low|1|2|3)|p([1-4]))(?=$|[\s,.;:!?)])/iu;
const PRIORITY_OF: Record<string, Priority | null> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  '1': 'High',
  '2': 'Medium',
  '3': 'Low',
  // Todoist's 'p4' is no priority at all.
  '4': null,
};

function blank(text: string, index: number, length: number): string {
  return `${text.slice(0, index)}${' '.repeat(length)}${text.slice(index + length)}`;
}

/** The longest project the user has whose name follows '#' at `after` ('#deep work plan'). */
function existingAt(after: string, places: readonly PlaceOption[]): PlaceOption | null {
  const lower = after.toLocaleLowerCase('en');
  let best: PlaceOption | null = null;
  for (const place of places) {
    const key = nameKey(place.name);
    if (!lower.startsWith(key) || !ENDS_TOKEN.test(after.slice(key.length))) continue;
    if (!best || key.length > best.name.length) best = place;
  }
  return best;
}

function readProject(text: string, projects: readonly PlaceOption[]) {
  for (let index = text.indexOf('#'); index !== -1; index = text.indexOf('#', index + 1)) {
    if (!startsWord(text, index)) continue;
    const after = text.slice(index + 1);
    const existing = existingAt(after, projects);
    if (existing) {
      return { place: existing, index, length: nameKey(existing.name).length + 1 };
    }
    const word = WORD.exec(after)?.[0];
    if (
      word &&
      NEW_NAME.test(word) &&
      word.length <= PROJECT_NAME_MAX_LENGTH &&
      ENDS_TOKEN.test(after.slice(word.length))
    ) {
      return { place: { id: null, name: word }, index, length: word.length + 1 };
    }
  }
  return null;
}

function readLabels(text: string, labels: readonly PlaceOption[]) {
  // `place` null: a label named twice, carried once; its second mention goes from the title too.
  const found: { place: NamedPlace | null; index: number; length: number }[] = [];
  const seen = new Set<string>();
  for (let index = text.indexOf('@'); index !== -1; index = text.indexOf('@', index + 1)) {
    if (seen.size === MAX_LABELS_PER_TASK) break;
    if (!startsWord(text, index)) continue;
    const after = text.slice(index + 1);
    const word = WORD.exec(after)?.[0];
    if (!word || !ENDS_TOKEN.test(after.slice(word.length))) continue;
    const key = nameKey(word);
    const existing = labels.find((label) => nameKey(label.name) === key);
    if (!existing && (!NEW_NAME.test(word) || word.length > LABEL_NAME_MAX_LENGTH)) continue;
    const place = seen.has(key) ? null : (existing ?? { id: null, name: word });
    seen.add(key);
    found.push({ place, index, length: word.length + 1 });
  }
  return found;
}

/**
 * Reads '#project', '@label' and a priority ('!high', '!1', 'p1') from a quick-add line: what
 * they name, and the line without them.
 */
export function readTokens(input: string, options: TokenOptions = {}): QuickAddTokens {
  let rest = input;
  const tokens: QuickAddTokens = {
    rest,
    project: null,
    projectText: null,
    labels: [],
    priority: null,
    priorityText: null,
  };
  if (!options.ignoreProject) {
    const project = readProject(rest, options.projects ?? []);
    if (project) {
      tokens.project = project.place;
      tokens.projectText = rest.slice(project.index, project.index + project.length);
      rest = blank(rest, project.index, project.length);
    }
  }
  if (!options.ignoreLabels) {
    for (const { place, index, length } of readLabels(rest, options.labels ?? [])) {
      if (place) tokens.labels.push(place);
      rest = blank(rest, index, length);
    }
  }
  if (!options.ignorePriority) {
    const match = PRIORITY.exec(rest);
    if (match) {
      tokens.priority = PRIORITY_OF[(match[1] ?? match[2] ?? '').toLowerCase()] ?? null;
      tokens.priorityText = match[0];
      rest = blank(rest, match.index, match[0].length);
    }
  }
  tokens.rest = rest;
  return tokens;
}

/** The '#' or '@' word the caret is in, as the user types it: what to suggest names for. */
export interface ActiveToken {
  kind: 'project' | 'label';
  /** Where its '#' or '@' is. */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

export function activeToken(text: string, caret: number): ActiveToken | null {
  const before = text.slice(0, caret);
  for (let index = before.length - 1; index >= 0; index -= 1) {
    const char = before[index];
    if ((char === '#' || char === '@') && startsWord(before, index)) {
      const query = before.slice(index + 1);
      // A label is one word; a project's name may have spaces, one at a time.
      if (char === '@' && /\s/.test(query)) return null;
      if (char === '#' && /^\s|\s\s/.test(query)) return null;
      return { kind: char === '#' ? 'project' : 'label', start: index, query };
    }
  }
  return null;
}

/** The names to suggest for what was typed: those starting with it first, at most `limit`. */
export function suggestPlaces<T extends PlaceOption>(
  places: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const key = query.toLocaleLowerCase('en');
  const starting = places.filter((place) => nameKey(place.name).startsWith(key));
  // Inner words only for a query of one word: 'work' finds 'Deep work'.
  const inside = /\s/.test(key)
    ? []
    : places.filter(
        (place) => !starting.includes(place) && nameKey(place.name).includes(key) && key !== '',
      );
  return [...starting, ...inside].slice(0, limit);
}

/** The line with the token at the caret replaced by the name picked, and where the caret goes. */
export function pickPlace(
  text: string,
  token: ActiveToken,
  caret: number,
  name: string,
): { text: string; caret: number } {
  // The rest of the word the caret is in goes too.
  const tail = /^[^\s]*/.exec(text.slice(caret))?.[0].length ?? 0;
  const sigil = token.kind === 'project' ? '#' : '@';
  const after = text.slice(caret + tail).replace(/^\s+/, '');
  const inserted = `${sigil}${name} `;
  return {
    text: `${text.slice(0, token.start)}${inserted}${after}`,
    caret: token.start + inserted.length,
  };
}
