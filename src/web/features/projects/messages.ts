import { INBOX_NAME } from '../../../shared/domain/projects.ts';

/** What the projects feature says. */
export const projectMessages = {
  heading: 'Projects',
  inbox: INBOX_NAME,
  addProject: 'Add project',
  tryAgain: 'Check your connection and try again.',
  loadFailed: 'Your projects could not be loaded.',
  openCount: (count: number) => `${count} open ${count === 1 ? 'task' : 'tasks'}`,
  actionsFor: (name: string) => `Actions for project ${name}`,
  reorderLabel: (name: string) => `Reorder project ${name}`,
  nameRequired: 'A project needs a name.',
  notRenamed: 'The project could not be renamed.',
  notRecolored: 'The colour could not be changed.',
  notCreated: 'The project could not be added.',
  notMoved: 'The project could not be moved',
  notDeleted: 'The project could not be deleted.',
  deleted: 'Project deleted',
  deletedWithTasks: (name: string, count: number, mode: 'inbox' | 'delete') =>
    count === 0
      ? name
      : mode === 'inbox'
        ? `${name}: ${count} ${count === 1 ? 'task' : 'tasks'} moved to the Inbox`
        : `${name} and its ${count} open ${count === 1 ? 'task' : 'tasks'}`,
  restored: 'Project restored',
  notRestored: 'The project could not be restored',
  undoDeleteAlt: 'Deleted projects can be restored for 10 minutes with the toast’s Undo.',
  taskMoved: (title: string, place: string) => `Moved ${title} to ${place}`,
  taskAlreadyIn: (title: string, place: string) => `${title} is already in ${place}.`,
  taskNotMoved: (title: string, place: string) => `Could not move ${title} to ${place}`,
  taskNotMovedBack: (title: string) => `Could not move ${title} back`,
  undoMoveAlt: 'Open the task and choose its project to move it back.',
  reorderInstructions:
    'To move a project, press Space or Enter on its reorder handle. Use the up and down arrow ' +
    'keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
};
