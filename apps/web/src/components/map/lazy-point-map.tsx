import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Spinner } from '../spinner';
import { text, useText } from '../../lib/i18n/use-text';
import { COMMON_MESSAGES } from '../messages';
import { type PointMapProps } from './map-types';

// Leaflet and its stylesheet are in this chunk only: pages pay for them when they render a map.
const PointMap = lazy(async () => ({ default: (await import('./point-map')).PointMap }));

/** A box the size of the map, for what shows before or instead of it. */
export function MapPlaceholder({
  className = 'h-80',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-100 p-4 dark:border-slate-700 dark:bg-slate-800/60 ${className}`}
    >
      {children}
    </div>
  );
}

interface MapErrorBoundaryProps {
  className?: string;
  children: ReactNode;
}

/** A failing map (its chunk did not load, or Leaflet threw) leaves the rest of the page working. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Map failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <MapPlaceholder className={this.props.className}>
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
          {text(COMMON_MESSAGES.mapLoadError)}
        </p>
      </MapPlaceholder>
    );
  }
}

/** Whether the element is, or has once been, within a screen's height of the viewport. */
function useHasNearedViewport(isEnabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasNeared, setHasNeared] = useState(() => !isEnabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (hasNeared || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasNeared(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNeared]);
  return { ref, hasNeared };
}

interface LazyPointMapProps extends PointMapProps {
  /**
   * Download the map only once it comes near the viewport, for a map below the fold: the first view
   * of the page then loads no map code at all.
   */
  deferUntilVisible?: boolean;
}

/** `PointMap`, loaded on first render, with a spinner meanwhile and a message if it fails. */
export function LazyPointMap({ deferUntilVisible = false, ...props }: LazyPointMapProps) {
  const t = useText();
  const { ref, hasNeared } = useHasNearedViewport(deferUntilVisible);
  const placeholder = (
    <MapPlaceholder className={props.className}>
      <Spinner label={t(COMMON_MESSAGES.mapLoading)} />
    </MapPlaceholder>
  );
  if (!hasNeared) return <div ref={ref}>{placeholder}</div>;
  return (
    <MapErrorBoundary className={props.className}>
      <Suspense fallback={placeholder}>
        <PointMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
