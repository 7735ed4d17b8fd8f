import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';
import { Notice } from './notice.tsx';

export interface LoadFailedProps {
  /** What could not be loaded, in the product's words. */
  message: string;
  retrying: boolean;
  onRetry(): void;
  size?: ButtonProps['size'];
  /** Stretches the retry button to the width of its column (narrow public cards). */
  fullWidth?: boolean;
  className?: string;
}

/** A load failure said plainly, with a way to try again. */
export function LoadFailed({
  message,
  retrying,
  onRetry,
  size,
  fullWidth = false,
  className,
}: LoadFailedProps) {
  return (
    <div className={clsx('flex flex-col gap-4', !fullWidth && 'items-start', className)}>
      <Notice tone="error" className="w-full">
        {message}
      </Notice>
      <Button
        variant="secondary"
        size={size}
        className={fullWidth ? 'w-full' : undefined}
        loading={retrying}
        icon={<RotateCw aria-hidden="true" />}
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}
