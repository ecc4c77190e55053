/** A stand-in for the browser's IntersectionObserver that tests trigger by hand. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.thresholds = [options.threshold ?? 0].flat();
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static show(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      const entry = {
        isIntersecting: true,
        intersectionRatio: 0.1,
        target: element,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer);
    }
  }

  static isObserving(element: Element) {
    return FakeIntersectionObserver.instances.some((observer) => observer.elements.has(element));
  }
}
