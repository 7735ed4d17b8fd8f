/** What the connection banner and the offline changes say. */
export const offlineMessages = {
  unreachable: 'Pomopal cannot reach its server',
  retryingIn: (seconds: number) => `Trying again in ${seconds} s.`,
  retrying: 'Trying again now...',
  tryNow: 'Try now',
  savedAt: (time: string) => `Offline - showing what was saved at ${time}`,
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`,
  sending: (count: number) => `Sending ${count} ${count === 1 ? 'change' : 'changes'}...`,
  refusedTitle: 'A change made offline was not saved',
  refused: (change: string, title: string, reason: string) =>
    `Could not ${change} "${title}": ${reason}`,
  unknownTask: 'a task',
  dismiss: 'Dismiss',
  changes: {
    create: 'add',
    update: 'save the changes to',
    complete: 'complete',
    reopen: 'reopen',
    delete: 'delete',
    move: 'move',
    restore: 'restore',
  },
} as const;
