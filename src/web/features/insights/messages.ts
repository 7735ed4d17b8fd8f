import type { InsightRangeKey, TrendBucket } from '../../../shared/domain/insights.ts';

/** The exact user-facing texts of the dashboard and insights. */
export const insightsMessages = {
  // Insights.
  insightsTitle: 'Productivity Insights',
  todayCard: 'Today',
  focusTrend: 'Focus Trend',
  aiBox: 'AI Generated Insights',
  dailyTip: "Today's AI Tip",
  weeklyReflection: "This Week's AI Reflection",
  proBanner: 'Unlock AI Summaries & Advanced Reports!',
  lockedChart: 'Unlock Detailed Focus Trends!',
  signedOut: 'Please log in to view insights.',
  // Failures of insights and the dashboard.
  insightsLoadFailed: 'Could not load productivity insights.',
  aiLoading: 'Loading AI insights...',
  dashboardLoadFailed: 'Could not load dashboard data.',

  // Dashboard.
  focusTime: 'Focus Time',
  pomodoros: 'Pomodoros',
  tasksDone: 'Tasks Done',
  upcomingTasks: 'Upcoming Tasks',
  refresh: 'Refresh',

  // Descriptions and labels.
  dashboardDescription: 'Your focus so far today, and what is due next.',
  insightsDescription: 'How much you focused today, and over the days, weeks or months before.',
  todayStatsLabel: "Today's numbers",
  noUpcoming: 'Nothing is due today or tomorrow.',
  seeAllTasks: 'See all tasks',
  completionRate: 'Completion Rate',
  tasksAdded: 'Tasks Added',
  shortBreaks: 'Short Breaks',
  longBreaks: 'Long Breaks',
  upgrade: 'Upgrade to Pro',
  proBannerDetail:
    'Pro adds a daily AI tip, a weekly AI reflection, a chart of your focus, and your figures over 30 days, 90 days or 12 months.',
  lockedChartDetail: 'See how many minutes you focused each day with a Pro plan.',
  rangeLegend: 'Range',
  rangeOptions: {
    '7d': '7 days',
    '30d': '30 days',
    '90d': '90 days',
    '12m': '12 months',
  } satisfies Record<InsightRangeKey, string>,
  rangeCards: {
    '7d': 'This Week (Last 7 Days)',
    '30d': 'Last 30 Days',
    '90d': 'Last 90 Days',
    '12m': 'Last 12 Months',
  } satisfies Record<InsightRangeKey, string>,
  rangeLocked: 'Longer ranges come with Pro.',
  trendDescriptions: {
    '7d': 'Minutes of focus each day, the last 7 days.',
    '30d': 'Minutes of focus each day, the last 30 days.',
    '90d': 'Focus each week, the last 90 days.',
    '12m': 'Focus each month: this month so far and the 11 before it.',
  } satisfies Record<InsightRangeKey, string>,
  trendTableCaptions: {
    '7d': 'Focus minutes per day, last 7 days',
    '30d': 'Focus minutes per day, last 30 days',
    '90d': 'Focus minutes per week, last 90 days',
    '12m': 'Focus minutes per month, last 12 months',
  } satisfies Record<InsightRangeKey, string>,
  trendBucketNames: { day: 'Day', week: 'Week', month: 'Month' } satisfies Record<
    TrendBucket,
    string
  >,
  trendMinutesColumn: 'Focus minutes',
  trendLoadFailed: 'Could not load the focus trend.',
  trendEmpty: 'No focus time recorded in this range yet.',
  streak: 'Focus Streak',
  streakDescription: 'Days in a row with at least one finished pomodoro.',
  currentStreak: 'Current streak',
  longestStreak: 'Longest streak',
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  focusDaysThisWeek: 'Focus days this week',
  focusDaysOf: (count: number, of: number) => `${count} of ${of}`,
  bestDayThisWeek: 'Best day this week',
  noBestDay: 'None yet',
  goalDaysThisWeek: 'Daily goal reached this week',
  goalPerDay: (goal: string) => `Goal: ${goal} a day`,
  heatmap: 'Last 12 Weeks',
  heatmapLess: 'Less',
  heatmapMore: 'More',
  streakLoadFailed: 'Could not load your focus streak.',
  dailyGoal: 'Daily focus goal',
  goalProgress: (done: string, goal: string, reached: boolean) =>
    reached ? `Goal reached: ${done} of ${goal}` : `${done} of your ${goal} goal`,
} as const;
