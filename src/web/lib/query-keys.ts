/**
 * The cache keys of the queries more than one feature reads or changes, defined once so every
 * feature reads and updates the same cache entry.
 */
export const queryKeys = {
  tasks: ['tasks'] as const,
  subscription: ['subscription'] as const,
  preferences: ['preferences'] as const,
  projects: ['projects'] as const,
  labels: ['labels'] as const,
};
