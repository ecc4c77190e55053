import { useNavigation } from 'react-router';

/** A thin bar along the top of the header while the next screen's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;

  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 overflow-hidden">
      <div className="h-full w-2/5 animate-progress bg-brand-600 dark:bg-brand-300" />
    </div>
  );
}
