import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { useAuth } from '../../../lib/auth-client.ts';
import { loadOnce, useLoaded } from '../../../lib/load-once.ts';
import { useSidebarPlaces } from '../../../lib/sidebar-slots.ts';

/**
 * The projects' code (the list, its menus and dialogs) loads beside the page, which shows without
 * waiting for it: the list itself waits for its data anyway.
 */
const projectsSection = loadOnce(
  async () => (await import('./projects-section.tsx')).ProjectsSection,
);

/**
 * Layout route of the signed-in shell: the page, and the projects in each place the shell keeps
 * for them in its side bar (beside the page, and in the phone's menu while it is open).
 */
export function ProjectsLayout() {
  const { user } = useAuth();
  const places = useSidebarPlaces();
  const ProjectsSection = useLoaded(projectsSection, user !== null);
  return (
    <>
      <Outlet />
      {user &&
        ProjectsSection &&
        places.map((place) =>
          createPortal(<ProjectsSection key={user.id} place={place} />, place.element, place.name),
        )}
    </>
  );
}
