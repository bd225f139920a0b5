/** @module app/app-footer — Legal, Privacy Policy and Terms (the static pages open in a new tab). */

import { PRODUCT_NAME, TAGLINE } from '@mynd/shared/domain';
import { Link } from 'react-router';

const linkClass = 'rounded text-muted-foreground hover:text-foreground hover:underline underline-offset-4';

export function AppFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME} · {TAGLINE}
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/legal" className={linkClass}>
            Legal
          </Link>
          <a href="/privacy.html" target="_blank" rel="noopener noreferrer" className={linkClass}>
            Privacy Policy
          </a>
          <a href="/terms.html" target="_blank" rel="noopener noreferrer" className={linkClass}>
            Terms
          </a>
        </nav>
      </div>
    </footer>
  );
}
