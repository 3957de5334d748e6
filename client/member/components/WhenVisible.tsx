import { Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched only when its place comes near the viewport (DESIGN §6: the
 * portal's first load stays small; the home's charts are below the first screen). The server
 * renders it with the page; while hydrating, React keeps that HTML until the code has arrived.
 */
export function whenVisible<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, className?: string) {
  if (import.meta.env.SSR) {
    let loaded: Promise<{ default: ComponentType<P> }> | null = null;
    return function OnServer({ fallback, ...props }: P & { fallback: ReactNode }) {
      const { default: Component } = use((loaded ??= load()));
      return (
        <div className={className}>
          <Suspense fallback={fallback}>
            <Component {...(props as P)} />
          </Suspense>
        </div>
      );
    };
  }
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const Gate = ({ ready, props }: { ready: Promise<{ default: ComponentType<P> }>; props: P }) => {
    const { default: Component } = use(ready);
    return <Component {...props} />;
  };
  return function InBrowser({ fallback, ...props }: P & { fallback: ReactNode }) {
    const place = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      let open!: () => void;
      const visible = new Promise<void>((resolve) => (open = resolve));
      return { open, ready: visible.then(() => (code ??= load())) };
    });
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return gate.open();
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, [gate]);
    return (
      <div ref={place} className={className}>
        <Suspense fallback={fallback}>
          <Gate ready={gate.ready} props={props as P} />
        </Suspense>
      </div>
    );
  };
}
