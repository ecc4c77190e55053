import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  title?: string;
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A failed load, announced, with a Retry button that asks again. */
export function LoadError({ title, message, onRetry, className }: LoadErrorProps) {
  return (
    <div role="alert" className={className}>
      <Alert tone="error" title={title}>
        <p>{message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    </div>
  );
}
