/** The cache keys of the accountability queries. */
export const accountabilityKeys = {
  terms: ['accountability', 'terms'] as const,
  room: (roomName: string) => ['accountability', 'room', roomName] as const,
};

/** `/api/accountability/rooms/:roomName` and the paths under it. */
export function roomPath(roomName: string, action?: string): string {
  const base = `/accountability/rooms/${encodeURIComponent(roomName)}`;
  return action ? `${base}/${action}` : base;
}
