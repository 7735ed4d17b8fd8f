import { io, type Socket } from 'socket.io-client';

// WebSocket only: servers behind a load balancer then need no sticky sessions (DESIGN.md §1).
export const socket: Socket = io({
  path: '/socket.io',
  transports: ['websocket'],
  autoConnect: false,
  withCredentials: true,
});

export function connectSocket(): void {
  if (!socket.connected) socket.connect();
}

export function disconnectSocket(): void {
  socket.disconnect();
}
