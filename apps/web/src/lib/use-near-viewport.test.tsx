import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Chart() {
  const [isNear, ref] = useNearViewport();
  return <div ref={ref}>{isNear ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the element to come near the viewport', () => {
    render(<Chart />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('draws everything when the page is about to be printed', () => {
    render(<Chart />);

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });

    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
