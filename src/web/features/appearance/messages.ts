import type { ColorTheme } from '../../../shared/domain/color-theme.ts';

/** The exact user-facing texts of Settings' Appearance. */
export const appearanceMessages = {
  title: 'Appearance',
  description: 'Light, dark, or the same as your device. Your choice follows you to every device.',
  legend: 'Colour scheme',
  options: {
    system: { label: 'System', hint: 'Follows your device' },
    light: { label: 'Light', hint: 'Always light' },
    dark: { label: 'Dark', hint: 'Always dark' },
  } satisfies Record<ColorTheme, { label: string; hint: string }>,
  saveFailed: 'Could not save your colour scheme. Please try again.',
  loadFailed: 'Could not load your colour scheme.',
} as const;
