import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { insightsMessages } from '../messages.ts';

/** The way from a locked Pro feature to the plans. */
export function UpgradeLink() {
  return (
    <Link to="/subscription" className={buttonClasses({ size: 'sm' })}>
      {insightsMessages.upgrade}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
