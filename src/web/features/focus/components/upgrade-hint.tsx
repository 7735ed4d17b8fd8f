import { TextLink } from '../../../components/ui/text-link.tsx';

/** Under a theme selector: why some themes are greyed out, and where to unlock them. */
export function UpgradeHint({ isPro, proText }: { isPro: boolean; proText: string }) {
  if (isPro) return proText;
  return (
    <>
      Pro themes need a Pro plan. <TextLink to="/subscription">Upgrade</TextLink>
    </>
  );
}
