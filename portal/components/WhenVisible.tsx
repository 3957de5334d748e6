import { Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** Loading starts when the place itself comes into view (the first screen's own requests go first). */
const LOAD_MARGIN = '0px';

/**
 * A part of a screen rendered in the browser only, when its place comes near the viewport
 * (DESIGN §6; docs/decisions.md "Owner portal, part 1: speed"): its code and its calls start then.
 * The server and the first render in the browser both show `fallback` (a placeholder as tall as
 * the part), so hydration matches and the page's first load carries neither the part's HTML nor
 * its data. Used for the home's charts, which are below the first screen and are most of the
 * page's HTML and of its server time when rendered there.
 */
export function whenVisible<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, className?: string) {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const Loaded = ({ props }: { props: P }) => {
    const { default: Component } = use((code ??= load()));
    return <Component {...props} />;
  };
  return function WhenVisible({ fallback, ...props }: P & { fallback: ReactNode }) {
    const place = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place} className={className}>
        {near ? (
          <Suspense fallback={fallback}>
            <Loaded props={props as P} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    );
  };
}
