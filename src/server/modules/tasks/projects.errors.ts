import { MAX_LABELS_PER_USER, MAX_PROJECTS_PER_USER } from '../../../shared/domain/projects.ts';
import { DomainError } from '../../../shared/errors.ts';

/** The refusals of projects and labels, each under its own code. */
export const projectsErrors = {
  notFound: () => new DomainError('projects.not_found', 'Project not found.'),
  nameTaken: (name: string) =>
    new DomainError('projects.name_taken', `You already have a project named '${name}'.`),
  limitReached: () =>
    new DomainError(
      'projects.limit_reached',
      `You can have at most ${MAX_PROJECTS_PER_USER} projects. Delete one to add another.`,
    ),
  moveOntoItself: () =>
    new DomainError(
      'projects.move_onto_itself',
      'A project cannot be placed before or after itself.',
    ),
  notRestorable: () =>
    new DomainError(
      'projects.not_restorable',
      'This project can no longer be restored: it was deleted too long ago.',
    ),
  labelNotFound: () => new DomainError('labels.not_found', 'Label not found.'),
  labelNameTaken: (name: string) =>
    new DomainError('labels.name_taken', `You already have a label named '${name}'.`),
  labelLimitReached: () =>
    new DomainError(
      'labels.limit_reached',
      `You can have at most ${MAX_LABELS_PER_USER} labels. Delete one to add another.`,
    ),
  /** A task named a project that is not the user's, or no longer exists. */
  taskProjectNotFound: () =>
    new DomainError('tasks.project_not_found', 'projectId: no such project.'),
  taskLabelNotFound: () =>
    new DomainError('tasks.label_not_found', 'labelIds: one of these labels does not exist.'),
};
