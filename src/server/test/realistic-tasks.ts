/**
 * Texts of tasks as real users write them, and as the AI answers about them: the browser tests
 * make lists of them, and the benchmarks seed thousands of tasks from them, so sizes measured on
 * seeded lists are the sizes of real ones.
 */

/** A 500-character title with no space in it: the longest a title may be, as one word. */
export const UNBROKEN_TITLE = 'Pneumonoultramicroscopicsilicovolcanoconiosis'
  .repeat(12)
  .slice(0, 500);

export const REALISTIC_TITLES = {
  long: 'Draft the quarterly report for the board meeting, with the figures from every team and a short summary of what changed since spring',
  running: 'Review the pull requests waiting since Monday',
  interrupted: 'Call the dentist about the appointment',
  overdue: 'Pay the electricity bill',
  /** Due more than a year ahead, so its date carries the year: the longest a date reads. */
  far: 'Renew the passport',
  done: 'Read chapter three of the design book',
  url: 'Read https://example.com/articles/2026/how-to-keep-a-focus-streak-going-through-a-long-and-busy-week-without-burning-out',
  unbroken: UNBROKEN_TITLE,
} as const;

/** What people set out to do, in their own words, from a few words to a long sentence. */
export const TASK_TITLES: readonly string[] = [
  REALISTIC_TITLES.long,
  REALISTIC_TITLES.running,
  REALISTIC_TITLES.interrupted,
  REALISTIC_TITLES.overdue,
  REALISTIC_TITLES.far,
  REALISTIC_TITLES.done,
  REALISTIC_TITLES.url,
  'Groceries',
  'Email Marta',
  'Fix the login bug',
  'Book flights to Lisbon',
  'Prepare the slides for the review meeting',
  'Write unit tests for the invoice export',
  'Clean up the garage',
  'Study for the statistics exam: chapters 4 to 6',
  'Update the CV and send it to the two agencies',
  'Plan the team offsite (venue, agenda, budget)',
  'Refactor the payment module so the retries live in one place',
  'Reply to the landlord about the heating',
  'Translate the onboarding guide into Spanish',
  'Go through the inbox and archive everything older than a month',
  'Practice the piano piece for Saturday',
  'Sketch three logo ideas for the bakery',
  'Migrate the staging database to PostgreSQL 16',
  'Read the RFC on the new caching layer and leave comments',
  'Tax return',
  'Order a birthday present for Dad',
  'Record the podcast intro',
  'Set up the CI pipeline for the mobile app',
  'Call the bank about the card',
  'Write the blog post about our move to the new office',
  'Review Jonas’s design doc',
  'Fill in the expense report for March',
  'Learn 30 new Japanese words',
  'Interview prep: system design questions',
  'Organize the photos from the summer holiday',
  'Finish the literature review section of the thesis',
  'Benchmark the search endpoint before and after the index change',
  'Weekly planning',
  'Draft the newsletter',
];

/** Where a title often goes on, when people add the when, who or why. */
export const TITLE_ENDINGS: readonly string[] = [
  ' before Friday',
  ' for the Monday standup',
  ' with Priya',
  ' (second pass)',
  ' — ask Tom first',
  ', then send it to the client',
  ' for next sprint',
];

/** Sentences people put in a task's notes; a description is one or a few of them. */
export const DESCRIPTION_SENTENCES: readonly string[] = [
  'Check the shared folder first.',
  'The numbers from finance should be in by Wednesday.',
  'Keep it under two pages.',
  'Last time this took longer than planned because the data was incomplete, so start by checking it.',
  'Links: https://docs.example.com/handbook/section-4 and the notes from the call.',
  'Ask Sam whether the old version is still used anywhere.',
  'Bring the receipts.',
  'Use the template from last quarter, but update the charts and the headcount.',
  'Not urgent, but it keeps coming back.',
  'Three parts: outline, first draft, polish.',
  'Needs the new API key from the admin console.',
  'Remember to CC the project lead.',
  'The client prefers a short summary at the top and the details in an appendix.',
  'Only the parts that changed since the last review.',
  'Door code is 4711.',
];

/** The steps the AI's summary names, after restating the task. */
export const SUMMARY_STEPS: readonly string[] = [
  'gather what you need',
  'draft an outline',
  'write a first version',
  'review it with fresh eyes',
  'send it off',
  'list the open questions',
  'block an hour without meetings',
  'check the figures',
  'split the work into two sessions',
  'note what is still missing',
];

/** The AI's advice on a task: one to three of these. */
export const INSIGHT_SENTENCES: readonly string[] = [
  'Start with the hardest part while your focus is fresh.',
  'This is due soon: do it before anything optional today.',
  'Two short sessions will likely be enough.',
  'Tasks like this tend to grow; decide up front what done means.',
  'Silence notifications for the first session.',
  'If you get stuck, write down the question and move on to the next step.',
  'It is important but not urgent: schedule it rather than squeezing it in.',
  'Batch it with similar small tasks to save switching costs.',
  'Your estimate looks tight for the scope; consider adding a session.',
];
