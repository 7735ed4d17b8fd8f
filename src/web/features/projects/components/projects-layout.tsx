import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { useAuth } from '../../../lib/auth-client.ts';
import { useSidebarPlaces } from '../../../lib/sidebar-slots.ts';
import { ProjectsSection } from './projects-section.tsx';

/**
 * Layout route of the signed-in shell: the page, and the projects in each place the shell keeps
 * for them in its side bar (beside the page, and in the phone's menu while it is open).
 */
export function ProjectsLayout() {
  const { user } = useAuth();
  const places = useSidebarPlaces();
  return (
    <>
      <Outlet />
      {user &&
        places.map((place) =>
          createPortal(<ProjectsSection key={user.id} place={place} />, place.element, place.name),
        )}
    </>
  );
}
