export const taskKeys = {
  all: ['tasks'] as const,
};

export const subscriptionKeys = {
  current: ['subscription'] as const,
};
