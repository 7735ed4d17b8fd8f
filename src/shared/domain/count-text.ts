/** A count with its noun, singular for one: '1 minute', '25 minutes', '0 sessions'. */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
