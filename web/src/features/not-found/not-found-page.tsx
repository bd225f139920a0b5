/** @module features/not-found/not-found-page — the catch-all 404 ("Oops! Page not found"); logs the route. */
import { Compass, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="text-center">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Compass className="size-8" aria-hidden />
        </span>
        <p className="text-6xl font-bold tracking-tight text-foreground">404</p>
        <h1 className="mt-3 text-xl font-medium text-muted-foreground">Oops! Page not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{location.pathname}</code> does
          not exist.
        </p>
        <Link to="/" className={buttonClasses('default', 'default', 'mt-8')}>
          <Home aria-hidden />
          Return to Home
        </Link>
      </div>
    </main>
  );
}
