/** The exact user-facing texts of SPEC.md sections 2 and 8 for the dashboard and insights. */
export const insightsMessages = {
  // SPEC.md 2 'Insights'.
  insightsTitle: 'Productivity Insights',
  todayCard: 'Today',
  weekCard: 'This Week (Last 7 Days)',
  focusTrend: 'Focus Trend',
  aiBox: 'AI Generated Insights',
  dailyTip: "Today's AI Tip",
  weeklyReflection: "This Week's AI Reflection",
  proBanner: 'Unlock AI Summaries & Advanced Reports!',
  lockedChart: 'Unlock Detailed Focus Trends!',
  signedOut: 'Please log in to view insights.',
  // SPEC.md 8 'Insights and dashboard'.
  insightsLoadFailed: 'Could not load productivity insights.',
  aiLoading: 'Loading AI insights...',
  dashboardLoadFailed: 'Could not load dashboard data.',

  // SPEC.md 2 'Dashboard'.
  focusTime: 'Focus Time',
  pomodoros: 'Pomodoros',
  tasksDone: 'Tasks Done',
  upcomingTasks: 'Upcoming Tasks',
  refresh: 'Refresh',

  // Ours: SPEC.md names these parts without giving their words.
  dashboardDescription: 'Your focus so far today, and what is due next.',
  insightsDescription: 'How much you focused today and over the last seven days.',
  todayStatsLabel: "Today's numbers",
  noUpcoming: 'Nothing is due today or tomorrow.',
  seeAllTasks: 'See all tasks',
  completionRate: 'Completion Rate',
  tasksAdded: 'Tasks Added',
  shortBreaks: 'Short Breaks',
  longBreaks: 'Long Breaks',
  upgrade: 'Upgrade to Pro',
  proBannerDetail:
    'Pro adds a daily AI tip, a weekly AI reflection and a day-by-day chart of your focus.',
  lockedChartDetail: 'See how many minutes you focused each day with a Pro plan.',
  trendDescription: 'Minutes of focus each day, the last 7 days.',
  trendLoadFailed: 'Could not load the focus trend.',
  trendEmpty: 'No focus time recorded in these seven days yet.',
  trendTableCaption: 'Focus minutes per day, last 7 days',
  streak: 'Focus Streak',
  streakDescription: 'Days in a row with at least one finished pomodoro.',
  currentStreak: 'Current streak',
  longestStreak: 'Longest streak',
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  heatmap: 'Last 12 Weeks',
  heatmapLess: 'Less',
  heatmapMore: 'More',
  streakLoadFailed: 'Could not load your focus streak.',
  dailyGoal: 'Daily focus goal',
  goalProgress: (done: string, goal: string, reached: boolean) =>
    reached ? `Goal reached: ${done} of ${goal}` : `${done} of your ${goal} goal`,
} as const;
