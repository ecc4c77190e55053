import { Alert } from './alert';
import { useText } from '../lib/i18n/use-text';
import { Button } from './button';
import { COMMON_MESSAGES } from './messages';

interface LoadErrorProps {
  title?: string;
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A failed load, announced, with a Retry button that asks again. */
export function LoadError({ title, message, onRetry, className }: LoadErrorProps) {
  const t = useText();
  return (
    <div role="alert" className={className}>
      <Alert tone="error" title={title}>
        <p>{message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t(COMMON_MESSAGES.retry)}
        </Button>
      </Alert>
    </div>
  );
}
