import { createPortal } from 'react-dom';
import { SIDE_BAR_QUERY, useDockSlots } from '../../../../lib/dock-slots.ts';
import { useMediaQuery } from '../../../../lib/use-media-query.ts';
import type { FocusMusic } from '../../music/use-focus-music.ts';
import { focusTimerToggle } from '../timer-ui-store.ts';
import { DockedTimer } from './docked-timer.tsx';

/**
 * Puts the timer and its music in the shell's dock: the side bar on wide screens (its smallest
 * form in the icon rail), the bar under the page on narrow ones. Both are beside the page's
 * content, so the timer never covers a task. Outside the shell it stays where it is rendered.
 */
export function TimerDock({ music }: { music?: FocusMusic }) {
  const slots = useDockSlots();
  const wide = useMediaQuery(SIDE_BAR_QUERY, true);
  if (!slots) return <DockedTimer music={music} />;
  const target = wide ? slots.side : slots.bottom;
  if (!target) return null;
  const place = !wide ? 'bar' : slots.sideCollapsed ? 'rail' : 'side';
  const openRail = () => {
    slots.expandSide();
    // The rail's button that was pressed is gone: the focus goes on to the whole timer.
    focusTimerToggle();
  };
  return createPortal(<DockedTimer place={place} music={music} onOpenRail={openRail} />, target);
}
